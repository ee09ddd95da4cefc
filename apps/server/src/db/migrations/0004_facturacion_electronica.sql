CREATE TABLE "configuraciones_fel" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nit_emisor" varchar(13) NOT NULL,
	"nombre_emisor" varchar(255) NOT NULL,
	"nombre_comercial" varchar(255) NOT NULL,
	"afiliacion_iva" varchar(3) NOT NULL,
	"correo_copia" varchar(254) DEFAULT '' NOT NULL,
	"frases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificador" varchar(10) DEFAULT 'sandbox' NOT NULL,
	"usuario_firma_cifrado" text,
	"llave_firma_cifrada" text,
	"usuario_api_cifrado" text,
	"llave_api_cifrada" text,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuraciones_fel_afiliacion_ck" CHECK ("configuraciones_fel"."afiliacion_iva" in ('GEN', 'PEQ')),
	CONSTRAINT "configuraciones_fel_certificador_ck" CHECK ("configuraciones_fel"."certificador" in ('sandbox', 'infile'))
);
--> statement-breakpoint
CREATE TABLE "documentos_fel" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"venta_id" integer,
	"tipo" varchar(4) NOT NULL,
	"estado" smallint DEFAULT 10 NOT NULL,
	"identificador" varchar(50) NOT NULL,
	"intento" smallint DEFAULT 1 NOT NULL,
	"envios" integer DEFAULT 0 NOT NULL,
	"ocupado_hasta" timestamp with time zone,
	"es_prueba" boolean DEFAULT true NOT NULL,
	"receptor" jsonb,
	"xml" text,
	"fecha_hora_emision" varchar(32),
	"id_receptor" varchar(20),
	"contenido" jsonb,
	"uuid" varchar(36),
	"serie" varchar(20),
	"numero" varchar(20),
	"fecha_certificacion" timestamp with time zone,
	"nit_certificador" varchar(20),
	"nombre_certificador" varchar(255),
	"xml_certificado" text,
	"fallo" varchar(20),
	"errores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"respuesta" jsonb,
	"anulacion_estado" smallint,
	"anulacion_intento" smallint DEFAULT 0 NOT NULL,
	"anulacion_fallo" varchar(20),
	"anulacion_motivo" text,
	"anulacion_usuario_id" integer,
	"anulacion_solicitada" timestamp with time zone,
	"anulacion_fecha_hora" varchar(32),
	"anulacion_xml" text,
	"anulacion_errores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anulacion_respuesta" jsonb,
	"anulacion_certificada" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_fel_tipo_ck" CHECK ("documentos_fel"."tipo" in ('FACT', 'FPEQ', 'FCAM', 'FCAP', 'NCRE')),
	CONSTRAINT "documentos_fel_estado_ck" CHECK ("documentos_fel"."estado" in (10, 20, 30, 40))
);
--> statement-breakpoint
ALTER TABLE "sucursales" ADD COLUMN "codigo_establecimiento" integer;--> statement-breakpoint
ALTER TABLE "configuraciones_fel" ADD CONSTRAINT "configuraciones_fel_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_anulacion_usuario_id_usuarios_id_fk" FOREIGN KEY ("anulacion_usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configuraciones_fel_empresa_uq" ON "configuraciones_fel" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_fel_identificador_uq" ON "documentos_fel" USING btree ("empresa_id","identificador");--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_fel_venta_uq" ON "documentos_fel" USING btree ("venta_id");--> statement-breakpoint
CREATE INDEX "documentos_fel_empresa_idx" ON "documentos_fel" USING btree ("empresa_id","estado","creado");--> statement-breakpoint
CREATE INDEX "documentos_fel_uuid_idx" ON "documentos_fel" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "documentos_fel_sucursal_idx" ON "documentos_fel" USING btree ("sucursal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sucursales_codigo_establecimiento_uq" ON "sucursales" USING btree ("empresa_id","codigo_establecimiento") WHERE "sucursales"."activo" and "sucursales"."codigo_establecimiento" is not null;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_codigo_establecimiento_ck" CHECK ("sucursales"."codigo_establecimiento" between 1 and 9999);