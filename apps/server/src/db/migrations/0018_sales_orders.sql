CREATE TABLE "clientes_sucursales" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"direccion" varchar(300) DEFAULT '' NOT NULL,
	"departamento" varchar(100) DEFAULT '' NOT NULL,
	"municipio" varchar(100) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entregas_ordenes_venta" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"venta_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entregas_ordenes_venta_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"entrega_id" integer NOT NULL,
	"venta_detalle_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"cantidad" numeric(18, 4) NOT NULL,
	"cantidad_base" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "limite_credito" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "dias_credito" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "es_formal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "es_orden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "fecha_entrega" date;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "tipo_entrega" smallint;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "encargado" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "correo" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "direccion_entrega" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "direccion_facturacion" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "cliente_sucursal_id" integer;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "estado_entrega" smallint;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "plazo_pago" smallint;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "periodo_pago" integer;--> statement-breakpoint
ALTER TABLE "clientes_sucursales" ADD CONSTRAINT "clientes_sucursales_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta" ADD CONSTRAINT "entregas_ordenes_venta_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta" ADD CONSTRAINT "entregas_ordenes_venta_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta" ADD CONSTRAINT "entregas_ordenes_venta_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta" ADD CONSTRAINT "entregas_ordenes_venta_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta_detalle" ADD CONSTRAINT "entregas_ordenes_venta_detalle_entrega_id_entregas_ordenes_venta_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."entregas_ordenes_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta_detalle" ADD CONSTRAINT "entregas_ordenes_venta_detalle_venta_detalle_id_ventas_detalle_id_fk" FOREIGN KEY ("venta_detalle_id") REFERENCES "public"."ventas_detalle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta_detalle" ADD CONSTRAINT "entregas_ordenes_venta_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_ordenes_venta_detalle" ADD CONSTRAINT "entregas_ordenes_venta_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clientes_sucursales_cliente_idx" ON "clientes_sucursales" USING btree ("cliente_id","activo");--> statement-breakpoint
CREATE INDEX "entregas_ordenes_venta_venta_idx" ON "entregas_ordenes_venta" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "entregas_ordenes_venta_empresa_idx" ON "entregas_ordenes_venta" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "entregas_ov_detalle_entrega_idx" ON "entregas_ordenes_venta_detalle" USING btree ("entrega_id");--> statement-breakpoint
CREATE INDEX "entregas_ov_detalle_linea_idx" ON "entregas_ordenes_venta_detalle" USING btree ("venta_detalle_id");--> statement-breakpoint
CREATE INDEX "ventas_orden_idx" ON "ventas" USING btree ("empresa_id","es_orden","creado");--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_limite_credito_ck" CHECK ("clientes"."limite_credito" is null or "clientes"."limite_credito" >= 0);--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_dias_credito_ck" CHECK ("clientes"."dias_credito" >= 0);