CREATE TABLE "abonos_cuenta_cobrar" (
	"id" serial PRIMARY KEY NOT NULL,
	"cuenta_cobrar_id" integer NOT NULL,
	"monto" numeric(14, 4) NOT NULL,
	"tipo_abono" smallint NOT NULL,
	"forma_pago" varchar(5) DEFAULT 'EFE' NOT NULL,
	"usuario_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aperturas_caja_totales" (
	"apertura_id" integer NOT NULL,
	"forma_pago" varchar(5) NOT NULL,
	"total" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "aperturas_caja_totales_apertura_id_forma_pago_pk" PRIMARY KEY("apertura_id","forma_pago")
);
--> statement-breakpoint
CREATE TABLE "aperturas_cierres_caja" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"caja_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"total_apertura" numeric(14, 4) NOT NULL,
	"conteo_apertura" jsonb,
	"total_efectivo" numeric(14, 4) NOT NULL,
	"abierta" boolean DEFAULT true NOT NULL,
	"fecha_apertura" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_cierre" timestamp with time zone,
	"usuario_cierre_id" integer,
	"total_efectivo_cierre" numeric(14, 4),
	"conteo_cierre" jsonb,
	"concepto_cierre" text,
	"total_actual" numeric(14, 4)
);
--> statement-breakpoint
CREATE TABLE "cajas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer,
	"nombre" varchar(200) NOT NULL,
	"tipo_documento" smallint DEFAULT 1 NOT NULL,
	"nit" varchar(30) NOT NULL,
	"tipo_cliente" smallint DEFAULT 1 NOT NULL,
	"correo" varchar(254) DEFAULT '' NOT NULL,
	"direccion" varchar(300) DEFAULT '' NOT NULL,
	"direcciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nombre_encargado" varchar(200) DEFAULT '' NOT NULL,
	"telefono" varchar(30) DEFAULT '' NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clientes_tipo_documento_ck" CHECK ("clientes"."tipo_documento" in (1, 2, 3)),
	CONSTRAINT "clientes_tipo_cliente_ck" CHECK ("clientes"."tipo_cliente" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "correlativos" (
	"empresa_id" integer NOT NULL,
	"clave" varchar(30) NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "correlativos_empresa_id_clave_pk" PRIMARY KEY("empresa_id","clave")
);
--> statement-breakpoint
CREATE TABLE "cotizaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"codigo" varchar(30) NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"enviado_caja" boolean DEFAULT false NOT NULL,
	"cliente_id" integer,
	"tipo_documento" smallint DEFAULT 1 NOT NULL,
	"nit_cliente" varchar(30) DEFAULT 'C.F.' NOT NULL,
	"nombre_cliente" varchar(200) DEFAULT 'Consumidor Final' NOT NULL,
	"direccion_cliente" varchar(300) DEFAULT '' NOT NULL,
	"referencia" varchar(200) DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"subtotal" numeric(14, 4) NOT NULL,
	"descuento" numeric(14, 4) DEFAULT '0' NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"usuario_id" integer NOT NULL,
	"venta_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotizaciones_estado_ck" CHECK ("cotizaciones"."estado" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "cotizaciones_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"cotizacion_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"unidad_medida_id" integer,
	"cantidad" numeric(18, 4) NOT NULL,
	"modelo_precio" smallint DEFAULT 1 NOT NULL,
	"precio_original" numeric(14, 4) NOT NULL,
	"precio" numeric(14, 4) NOT NULL,
	"desc_porcentaje" numeric(14, 4) DEFAULT '0' NOT NULL,
	"desc_monto" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio_final" numeric(14, 4) NOT NULL,
	"total_importe" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuentas_cobrar" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"venta_id" integer NOT NULL,
	"cliente_id" integer,
	"monto" numeric(14, 4) NOT NULL,
	"saldo" numeric(14, 4) NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimientos_caja" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"apertura_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"monto_efectivo" numeric(14, 4) NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"concepto" text DEFAULT '' NOT NULL,
	"venta_id" integer,
	"por_forma" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usuario_id" integer NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"concepto_anulado" text,
	"anulado_por_id" integer,
	"fecha_anulado" timestamp with time zone,
	"reversa_de_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"numero" integer,
	"codigo" varchar(30),
	"tipo_venta" integer NOT NULL,
	"tipo_pago" smallint DEFAULT 100 NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"cliente_id" integer,
	"tipo_documento" smallint DEFAULT 1 NOT NULL,
	"nit_cliente" varchar(30) NOT NULL,
	"nombre_cliente" varchar(200) NOT NULL,
	"direccion_cliente" varchar(300) DEFAULT '' NOT NULL,
	"telefono_cliente" varchar(30) DEFAULT '' NOT NULL,
	"notas_cliente" text DEFAULT '' NOT NULL,
	"referencia" varchar(200) DEFAULT '' NOT NULL,
	"mostrar_referencia" boolean DEFAULT false NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"no_factura" varchar(40) DEFAULT '' NOT NULL,
	"subtotal" numeric(14, 4) NOT NULL,
	"descuento" numeric(14, 4) DEFAULT '0' NOT NULL,
	"redondeo" varchar(6),
	"ajuste_redondeo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"iva" numeric(14, 4) DEFAULT '0' NOT NULL,
	"total_pagado" numeric(14, 4) DEFAULT '0' NOT NULL,
	"vuelto_efectivo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"fecha_vencimiento" date,
	"apertura_id" integer,
	"caja_id" integer,
	"usuario_id" integer NOT NULL,
	"vendedor_id" integer,
	"cotizacion_id" integer,
	"anulado_por_id" integer,
	"motivo_anulacion" text,
	"fecha_anulacion" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_tipo_venta_ck" CHECK ("ventas"."tipo_venta" in (10000, 20000, 30000)),
	CONSTRAINT "ventas_tipo_pago_ck" CHECK ("ventas"."tipo_pago" in (100, 200))
);
--> statement-breakpoint
CREATE TABLE "ventas_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"unidad_medida_id" integer,
	"codigo" varchar(50) NOT NULL,
	"nombre" varchar(250) NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"cantidad_base" numeric(18, 4) NOT NULL,
	"modelo_precio" smallint DEFAULT 1 NOT NULL,
	"precio_original" numeric(14, 4) NOT NULL,
	"precio" numeric(14, 4) NOT NULL,
	"desc_porcentaje" numeric(14, 4) DEFAULT '0' NOT NULL,
	"desc_monto" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio_final" numeric(14, 4) NOT NULL,
	"total_importe" numeric(14, 4) NOT NULL,
	"costo" numeric(14, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venta_id" integer NOT NULL,
	"forma_pago" varchar(5) NOT NULL,
	"monto" numeric(14, 4) NOT NULL,
	"descripcion" varchar(200) DEFAULT '' NOT NULL,
	"banco" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abonos_cuenta_cobrar" ADD CONSTRAINT "abonos_cuenta_cobrar_cuenta_cobrar_id_cuentas_cobrar_id_fk" FOREIGN KEY ("cuenta_cobrar_id") REFERENCES "public"."cuentas_cobrar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos_cuenta_cobrar" ADD CONSTRAINT "abonos_cuenta_cobrar_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_caja_totales" ADD CONSTRAINT "aperturas_caja_totales_apertura_id_aperturas_cierres_caja_id_fk" FOREIGN KEY ("apertura_id") REFERENCES "public"."aperturas_cierres_caja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_cierres_caja" ADD CONSTRAINT "aperturas_cierres_caja_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_cierres_caja" ADD CONSTRAINT "aperturas_cierres_caja_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_cierres_caja" ADD CONSTRAINT "aperturas_cierres_caja_caja_id_cajas_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."cajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_cierres_caja" ADD CONSTRAINT "aperturas_cierres_caja_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aperturas_cierres_caja" ADD CONSTRAINT "aperturas_cierres_caja_usuario_cierre_id_usuarios_id_fk" FOREIGN KEY ("usuario_cierre_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cajas" ADD CONSTRAINT "cajas_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correlativos" ADD CONSTRAINT "correlativos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones" ADD CONSTRAINT "cotizaciones_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones_detalle" ADD CONSTRAINT "cotizaciones_detalle_cotizacion_id_cotizaciones_id_fk" FOREIGN KEY ("cotizacion_id") REFERENCES "public"."cotizaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones_detalle" ADD CONSTRAINT "cotizaciones_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones_detalle" ADD CONSTRAINT "cotizaciones_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotizaciones_detalle" ADD CONSTRAINT "cotizaciones_detalle_unidad_medida_id_unidades_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidades_medida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD CONSTRAINT "cuentas_cobrar_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD CONSTRAINT "cuentas_cobrar_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD CONSTRAINT "cuentas_cobrar_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD CONSTRAINT "cuentas_cobrar_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_apertura_id_aperturas_cierres_caja_id_fk" FOREIGN KEY ("apertura_id") REFERENCES "public"."aperturas_cierres_caja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimientos_caja" ADD CONSTRAINT "movimientos_caja_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_apertura_id_aperturas_cierres_caja_id_fk" FOREIGN KEY ("apertura_id") REFERENCES "public"."aperturas_cierres_caja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_caja_id_cajas_id_fk" FOREIGN KEY ("caja_id") REFERENCES "public"."cajas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_vendedor_id_usuarios_id_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_detalle" ADD CONSTRAINT "ventas_detalle_unidad_medida_id_unidades_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidades_medida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonos_cuenta_cobrar_cuenta_idx" ON "abonos_cuenta_cobrar" USING btree ("cuenta_cobrar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aperturas_caja_abierta_uq" ON "aperturas_cierres_caja" USING btree ("caja_id") WHERE "aperturas_cierres_caja"."abierta";--> statement-breakpoint
CREATE UNIQUE INDEX "aperturas_usuario_abierta_uq" ON "aperturas_cierres_caja" USING btree ("usuario_id") WHERE "aperturas_cierres_caja"."abierta";--> statement-breakpoint
CREATE INDEX "aperturas_empresa_idx" ON "aperturas_cierres_caja" USING btree ("empresa_id","fecha_apertura");--> statement-breakpoint
CREATE INDEX "aperturas_sucursal_idx" ON "aperturas_cierres_caja" USING btree ("sucursal_id","fecha_apertura");--> statement-breakpoint
CREATE INDEX "aperturas_caja_idx" ON "aperturas_cierres_caja" USING btree ("caja_id","fecha_apertura");--> statement-breakpoint
CREATE INDEX "cajas_sucursal_idx" ON "cajas" USING btree ("sucursal_id","activo");--> statement-breakpoint
CREATE INDEX "cajas_empresa_idx" ON "cajas" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_nit_uq" ON "clientes" USING btree ("empresa_id",upper("nit")) WHERE "clientes"."activo" and upper("clientes"."nit") <> 'C.F.';--> statement-breakpoint
CREATE INDEX "clientes_empresa_idx" ON "clientes" USING btree ("empresa_id","activo","creado");--> statement-breakpoint
CREATE INDEX "clientes_sucursal_idx" ON "clientes" USING btree ("sucursal_id");--> statement-breakpoint
CREATE INDEX "clientes_nombre_trgm_idx" ON "clientes" USING gin (lower("nombre") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "cotizaciones_numero_uq" ON "cotizaciones" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "cotizaciones_sucursal_idx" ON "cotizaciones" USING btree ("sucursal_id","estado","enviado_caja","creado");--> statement-breakpoint
CREATE INDEX "cotizaciones_empresa_idx" ON "cotizaciones" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "cotizaciones_detalle_cotizacion_idx" ON "cotizaciones_detalle" USING btree ("cotizacion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_cobrar_venta_uq" ON "cuentas_cobrar" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "cuentas_cobrar_empresa_idx" ON "cuentas_cobrar" USING btree ("empresa_id","estado","fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "cuentas_cobrar_cliente_idx" ON "cuentas_cobrar" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "movimientos_caja_apertura_idx" ON "movimientos_caja" USING btree ("apertura_id","creado");--> statement-breakpoint
CREATE INDEX "movimientos_caja_venta_idx" ON "movimientos_caja" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "movimientos_caja_empresa_idx" ON "movimientos_caja" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_numero_uq" ON "ventas" USING btree ("empresa_id","numero");--> statement-breakpoint
CREATE INDEX "ventas_empresa_creado_idx" ON "ventas" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "ventas_sucursal_creado_idx" ON "ventas" USING btree ("sucursal_id","creado");--> statement-breakpoint
CREATE INDEX "ventas_cliente_idx" ON "ventas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "ventas_usuario_idx" ON "ventas" USING btree ("usuario_id","creado");--> statement-breakpoint
CREATE INDEX "ventas_apertura_idx" ON "ventas" USING btree ("apertura_id");--> statement-breakpoint
CREATE INDEX "ventas_detalle_venta_idx" ON "ventas_detalle" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "ventas_detalle_producto_idx" ON "ventas_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "ventas_pagos_venta_idx" ON "ventas_pagos" USING btree ("venta_id");