CREATE TABLE "despachos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"sucursal_origen_id" integer NOT NULL,
	"sucursal_destino_id" integer NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"responsable_transporte" varchar(150) NOT NULL,
	"usuario_id" integer NOT NULL,
	"usuario_recibio_id" integer,
	"fecha_recepcion" timestamp with time zone,
	"anulado" boolean DEFAULT false NOT NULL,
	"motivo_anulacion" text,
	"usuario_anulo_id" integer,
	"fecha_anulacion" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "despachos_estado_ck" CHECK ("despachos"."estado" in (10, 20)),
	CONSTRAINT "despachos_sucursales_ck" CHECK ("despachos"."sucursal_origen_id" <> "despachos"."sucursal_destino_id")
);
--> statement-breakpoint
CREATE TABLE "despachos_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"despacho_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"cantidad_despachada" numeric(18, 4) NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"cantidad_recibido" numeric(18, 4),
	"costo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"tiene_alerta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "despachos_detalle_cantidad_ck" CHECK ("despachos_detalle"."cantidad" > 0),
	CONSTRAINT "despachos_detalle_recibido_ck" CHECK ("despachos_detalle"."cantidad_recibido" is null or ("despachos_detalle"."cantidad_recibido" >= 0 and "despachos_detalle"."cantidad_recibido" <= "despachos_detalle"."cantidad"))
);
--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_sucursal_origen_id_sucursales_id_fk" FOREIGN KEY ("sucursal_origen_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_sucursal_destino_id_sucursales_id_fk" FOREIGN KEY ("sucursal_destino_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_usuario_recibio_id_usuarios_id_fk" FOREIGN KEY ("usuario_recibio_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos" ADD CONSTRAINT "despachos_usuario_anulo_id_usuarios_id_fk" FOREIGN KEY ("usuario_anulo_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos_detalle" ADD CONSTRAINT "despachos_detalle_despacho_id_despachos_id_fk" FOREIGN KEY ("despacho_id") REFERENCES "public"."despachos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos_detalle" ADD CONSTRAINT "despachos_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "despachos_detalle" ADD CONSTRAINT "despachos_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "despachos_numero_uq" ON "despachos" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "despachos_origen_idx" ON "despachos" USING btree ("sucursal_origen_id","estado","creado");--> statement-breakpoint
CREATE INDEX "despachos_destino_idx" ON "despachos" USING btree ("sucursal_destino_id","estado","creado");--> statement-breakpoint
CREATE INDEX "despachos_detalle_despacho_idx" ON "despachos_detalle" USING btree ("despacho_id");--> statement-breakpoint
CREATE INDEX "despachos_detalle_producto_idx" ON "despachos_detalle" USING btree ("producto_id");