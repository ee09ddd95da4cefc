CREATE TABLE "ordenes_compra" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"proveedor_id" integer NOT NULL,
	"sucursal_destino_id" integer NOT NULL,
	"usuario_id" integer,
	"fecha" date NOT NULL,
	"numero_documento" varchar(60) NOT NULL,
	"tipo_compra" smallint NOT NULL,
	"origen" smallint NOT NULL,
	"tipo_cambio" numeric(14, 4) DEFAULT '1' NOT NULL,
	"costo_importacion" numeric(14, 4) DEFAULT '0' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"banco" varchar(200) DEFAULT '' NOT NULL,
	"plazo_pago" varchar(20),
	"fecha_limite" date,
	"periodo_pago" integer,
	"total" numeric(14, 4) NOT NULL,
	"entrega_completada" boolean DEFAULT false NOT NULL,
	"pago_finalizado" boolean DEFAULT false NOT NULL,
	"finalizada" boolean DEFAULT false NOT NULL,
	"anulada" boolean DEFAULT false NOT NULL,
	"concepto_anulado" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordenes_compra_detalles" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"costo" numeric(14, 4) NOT NULL,
	"costo_unitario" numeric(20, 8) NOT NULL,
	"subtotal" numeric(14, 4) NOT NULL,
	"cantidad_recibida" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proveedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"tipo_proveedor" smallint NOT NULL,
	"limite_credito" numeric(14, 4) DEFAULT '0' NOT NULL,
	"nit" varchar(30) DEFAULT '' NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"correo" varchar(254) DEFAULT '' NOT NULL,
	"direccion" varchar(300) DEFAULT '' NOT NULL,
	"contacto" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_proveedor_id_proveedores_id_fk" FOREIGN KEY ("proveedor_id") REFERENCES "public"."proveedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_sucursal_destino_id_sucursales_id_fk" FOREIGN KEY ("sucursal_destino_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra" ADD CONSTRAINT "ordenes_compra_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra_detalles" ADD CONSTRAINT "ordenes_compra_detalles_orden_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_compra_detalles" ADD CONSTRAINT "ordenes_compra_detalles_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proveedores" ADD CONSTRAINT "proveedores_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordenes_compra_empresa_idx" ON "ordenes_compra" USING btree ("empresa_id","finalizada","fecha");--> statement-breakpoint
CREATE INDEX "ordenes_compra_proveedor_idx" ON "ordenes_compra" USING btree ("proveedor_id");--> statement-breakpoint
CREATE INDEX "ordenes_compra_detalles_orden_idx" ON "ordenes_compra_detalles" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "proveedores_empresa_idx" ON "proveedores" USING btree ("empresa_id","activo","nombre");