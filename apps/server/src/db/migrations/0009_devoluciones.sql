CREATE TABLE "adiciones_nota_fel" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"tipo" smallint NOT NULL,
	"valor" numeric(14, 4) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adiciones_nota_fel_tipo_ck" CHECK ("adiciones_nota_fel"."tipo" in (10, 20))
);
--> statement-breakpoint
CREATE TABLE "devoluciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"venta_id" integer NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"tipo" varchar(4) DEFAULT 'VALE' NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"concepto" text NOT NULL,
	"cliente_id" integer,
	"nit_cliente" varchar(30) NOT NULL,
	"nombre_cliente" varchar(200) NOT NULL,
	"usuario_id" integer NOT NULL,
	"canje_venta_id" integer,
	"canje_usuario_id" integer,
	"fecha_canje" timestamp with time zone,
	"anulado_por_id" integer,
	"motivo_anulacion" text,
	"fecha_anulacion" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devoluciones_tipo_ck" CHECK ("devoluciones"."tipo" in ('VALE', 'NCRE')),
	CONSTRAINT "devoluciones_estado_ck" CHECK ("devoluciones"."estado" in (10, 20, 30)),
	CONSTRAINT "devoluciones_total_ck" CHECK ("devoluciones"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "devoluciones_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"devolucion_id" integer NOT NULL,
	"venta_detalle_id" integer,
	"producto_id" integer,
	"fraccion_id" integer,
	"adicion_id" integer,
	"codigo" varchar(50) DEFAULT '' NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"cantidad_base" numeric(18, 4) DEFAULT '0' NOT NULL,
	"precio" numeric(14, 4) NOT NULL,
	"porcentaje_precio" numeric(7, 4) DEFAULT '100' NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"motivo" smallint DEFAULT 10 NOT NULL,
	"ingreso_bodega" boolean DEFAULT true NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	CONSTRAINT "devoluciones_detalle_motivo_ck" CHECK ("devoluciones_detalle"."motivo" in (10, 20, 30, 40, 50))
);
--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "nota_credito" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "adiciones_nota_fel" ADD CONSTRAINT "adiciones_nota_fel_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_canje_venta_id_ventas_id_fk" FOREIGN KEY ("canje_venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_canje_usuario_id_usuarios_id_fk" FOREIGN KEY ("canje_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones" ADD CONSTRAINT "devoluciones_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones_detalle" ADD CONSTRAINT "devoluciones_detalle_devolucion_id_devoluciones_id_fk" FOREIGN KEY ("devolucion_id") REFERENCES "public"."devoluciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones_detalle" ADD CONSTRAINT "devoluciones_detalle_venta_detalle_id_ventas_detalle_id_fk" FOREIGN KEY ("venta_detalle_id") REFERENCES "public"."ventas_detalle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones_detalle" ADD CONSTRAINT "devoluciones_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones_detalle" ADD CONSTRAINT "devoluciones_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devoluciones_detalle" ADD CONSTRAINT "devoluciones_detalle_adicion_id_adiciones_nota_fel_id_fk" FOREIGN KEY ("adicion_id") REFERENCES "public"."adiciones_nota_fel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adiciones_nota_fel_empresa_idx" ON "adiciones_nota_fel" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "adiciones_nota_fel_nombre_uq" ON "adiciones_nota_fel" USING btree ("empresa_id",lower("nombre")) WHERE "adiciones_nota_fel"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "devoluciones_codigo_uq" ON "devoluciones" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "devoluciones_empresa_creado_idx" ON "devoluciones" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "devoluciones_venta_idx" ON "devoluciones" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "devoluciones_detalle_devolucion_idx" ON "devoluciones_detalle" USING btree ("devolucion_id");--> statement-breakpoint
CREATE INDEX "devoluciones_detalle_venta_detalle_idx" ON "devoluciones_detalle" USING btree ("venta_detalle_id");