CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"parent_id" integer,
	"nombre" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"url_slug" varchar(400) NOT NULL,
	"nivel" smallint NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fracciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"contenido" numeric(18, 4) NOT NULL,
	"capacidad_maxima" numeric(18, 4) DEFAULT '0' NOT NULL,
	"precio" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio2" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio3" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio4" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio5" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio2" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio3" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio4" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio5" numeric(14, 4) DEFAULT '0' NOT NULL,
	"codigo_barras" varchar(60) DEFAULT '' NOT NULL,
	"minimo_existencias" numeric(18, 4) DEFAULT '0' NOT NULL,
	"vendible" boolean DEFAULT true NOT NULL,
	"alertar" boolean DEFAULT false NOT NULL,
	"unidad_medida_id" integer,
	"tipo_unidad_medida" smallint,
	"orden" smallint DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fracciones_contenido_ck" CHECK ("fracciones"."contenido" > 0)
);
--> statement-breakpoint
CREATE TABLE "precios_sucursal" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"sucursal_id" integer NOT NULL,
	"precio" numeric(14, 4),
	"precio2" numeric(14, 4),
	"precio3" numeric(14, 4),
	"precio4" numeric(14, 4),
	"precio5" numeric(14, 4)
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" varchar(50) NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"marca" varchar(100) DEFAULT '' NOT NULL,
	"categoria_id" integer,
	"subfamilia_id" integer,
	"tipo_producto" smallint DEFAULT 1 NOT NULL,
	"unidad_medida_id" integer,
	"inventariable" boolean DEFAULT true NOT NULL,
	"vendible" boolean DEFAULT true NOT NULL,
	"minimo_existencias" numeric(18, 4) DEFAULT '0' NOT NULL,
	"alertar" boolean DEFAULT false NOT NULL,
	"codigo_barras" varchar(60) DEFAULT '' NOT NULL,
	"descripcion_codigo_barras" varchar(200) DEFAULT '' NOT NULL,
	"precio" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio2" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio3" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio4" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio5" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio2" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio3" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio4" numeric(14, 4) DEFAULT '0' NOT NULL,
	"porcent_precio5" numeric(14, 4) DEFAULT '0' NOT NULL,
	"precio_online" numeric(14, 4) DEFAULT '0' NOT NULL,
	"tienda_online" boolean DEFAULT false NOT NULL,
	"costo" numeric(14, 4) DEFAULT '0' NOT NULL,
	"costo_dolares" numeric(14, 4) DEFAULT '0' NOT NULL,
	"costo_promedio_ponderado" numeric(14, 4) DEFAULT '0' NOT NULL,
	"usa_costo_promedio" boolean DEFAULT true NOT NULL,
	"ultimo_proveedor_id" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_tipo_ck" CHECK ("productos"."tipo_producto" in (1, 100, 1000, 2000))
);
--> statement-breakpoint
CREATE TABLE "productos_categorias" (
	"producto_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	CONSTRAINT "productos_categorias_producto_id_categoria_id_pk" PRIMARY KEY("producto_id","categoria_id")
);
--> statement-breakpoint
CREATE TABLE "productos_imagenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"orden" smallint NOT NULL,
	"imagen" text NOT NULL,
	"recorte" text NOT NULL,
	"miniatura" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades_medida" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"abreviatura" varchar(10) DEFAULT '' NOT NULL,
	"tipo" smallint NOT NULL,
	"capacidad" numeric(18, 6) DEFAULT '1' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archivos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"parametros" text DEFAULT '{}' NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"ruta" text,
	"observaciones" text DEFAULT '' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinos_salida" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(255) DEFAULT '' NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"tipo_reajuste" smallint,
	"numero" integer NOT NULL,
	"destino_salida_id" integer,
	"proveedor_id" integer,
	"nota" text DEFAULT '' NOT NULL,
	"total" numeric(14, 4) DEFAULT '0' NOT NULL,
	"usuario_id" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_inventario_reajuste_ck" CHECK ("documentos_inventario"."tipo_reajuste" is null or "documentos_inventario"."tipo_reajuste" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "documentos_inventario_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"documento_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"fraccion_id" integer,
	"cantidad" numeric(18, 4) NOT NULL,
	"cantidad_base" numeric(18, 4) NOT NULL,
	"costo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 4) DEFAULT '0' NOT NULL,
	"nota" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "existencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" numeric(18, 4) DEFAULT '0' NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kardex" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"costo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"saldo" numeric(18, 4) NOT NULL,
	"documento_tipo" varchar(30) NOT NULL,
	"documento_id" integer NOT NULL,
	"fraccion_id" integer,
	"usuario_id" integer,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fracciones" ADD CONSTRAINT "fracciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fracciones" ADD CONSTRAINT "fracciones_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fracciones" ADD CONSTRAINT "fracciones_unidad_medida_id_unidades_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidades_medida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_sucursal" ADD CONSTRAINT "precios_sucursal_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_sucursal" ADD CONSTRAINT "precios_sucursal_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios_sucursal" ADD CONSTRAINT "precios_sucursal_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_subfamilia_id_categorias_id_fk" FOREIGN KEY ("subfamilia_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_unidad_medida_id_unidades_medida_id_fk" FOREIGN KEY ("unidad_medida_id") REFERENCES "public"."unidades_medida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_categorias" ADD CONSTRAINT "productos_categorias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_categorias" ADD CONSTRAINT "productos_categorias_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos_imagenes" ADD CONSTRAINT "productos_imagenes_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidades_medida" ADD CONSTRAINT "unidades_medida_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinos_salida" ADD CONSTRAINT "destinos_salida_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_destino_salida_id_destinos_salida_id_fk" FOREIGN KEY ("destino_salida_id") REFERENCES "public"."destinos_salida"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario" ADD CONSTRAINT "documentos_inventario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario_detalle" ADD CONSTRAINT "documentos_inventario_detalle_documento_id_documentos_inventario_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos_inventario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario_detalle" ADD CONSTRAINT "documentos_inventario_detalle_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_inventario_detalle" ADD CONSTRAINT "documentos_inventario_detalle_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "existencias" ADD CONSTRAINT "existencias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_fraccion_id_fracciones_id_fk" FOREIGN KEY ("fraccion_id") REFERENCES "public"."fracciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kardex" ADD CONSTRAINT "kardex_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categorias_empresa_idx" ON "categorias" USING btree ("empresa_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_url_slug_uq" ON "categorias" USING btree ("empresa_id","url_slug") WHERE "categorias"."activo";--> statement-breakpoint
CREATE INDEX "fracciones_producto_idx" ON "fracciones" USING btree ("producto_id","activo");--> statement-breakpoint
CREATE INDEX "fracciones_codigo_barras_idx" ON "fracciones" USING btree ("empresa_id","codigo_barras");--> statement-breakpoint
CREATE UNIQUE INDEX "precios_sucursal_uq" ON "precios_sucursal" USING btree ("producto_id","sucursal_id",coalesce("fraccion_id", 0));--> statement-breakpoint
CREATE INDEX "precios_sucursal_sucursal_idx" ON "precios_sucursal" USING btree ("sucursal_id");--> statement-breakpoint
CREATE INDEX "productos_empresa_idx" ON "productos" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "productos_codigo_uq" ON "productos" USING btree ("empresa_id",lower("codigo")) WHERE "productos"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "productos_slug_uq" ON "productos" USING btree ("empresa_id","slug");--> statement-breakpoint
CREATE INDEX "productos_codigo_barras_idx" ON "productos" USING btree ("empresa_id","codigo_barras");--> statement-breakpoint
CREATE INDEX "productos_nombre_trgm_idx" ON "productos" USING gin (lower("nombre") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productos_categoria_idx" ON "productos" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "productos_subfamilia_idx" ON "productos" USING btree ("subfamilia_id");--> statement-breakpoint
CREATE INDEX "productos_categorias_categoria_idx" ON "productos_categorias" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "productos_imagenes_producto_idx" ON "productos_imagenes" USING btree ("producto_id","orden");--> statement-breakpoint
CREATE INDEX "unidades_medida_empresa_idx" ON "unidades_medida" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "archivos_empresa_idx" ON "archivos" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "destinos_salida_empresa_idx" ON "destinos_salida" USING btree ("empresa_id","activo");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_inventario_numero_uq" ON "documentos_inventario" USING btree ("empresa_id","tipo","numero");--> statement-breakpoint
CREATE INDEX "documentos_inventario_sucursal_idx" ON "documentos_inventario" USING btree ("sucursal_id","creado");--> statement-breakpoint
CREATE INDEX "documentos_inventario_empresa_idx" ON "documentos_inventario" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "documentos_inventario_detalle_documento_idx" ON "documentos_inventario_detalle" USING btree ("documento_id");--> statement-breakpoint
CREATE INDEX "documentos_inventario_detalle_producto_idx" ON "documentos_inventario_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "existencias_sucursal_producto_uq" ON "existencias" USING btree ("sucursal_id","producto_id");--> statement-breakpoint
CREATE INDEX "existencias_producto_idx" ON "existencias" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "kardex_producto_idx" ON "kardex" USING btree ("sucursal_id","producto_id","id");--> statement-breakpoint
CREATE INDEX "kardex_documento_idx" ON "kardex" USING btree ("documento_tipo","documento_id");--> statement-breakpoint
CREATE INDEX "kardex_empresa_creado_idx" ON "kardex" USING btree ("empresa_id","creado");