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
ALTER TABLE "sucursales" ADD COLUMN "codigo_establecimiento" integer;--> statement-breakpoint
ALTER TABLE "configuraciones_fel" ADD CONSTRAINT "configuraciones_fel_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configuraciones_fel_empresa_uq" ON "configuraciones_fel" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sucursales_codigo_establecimiento_uq" ON "sucursales" USING btree ("empresa_id","codigo_establecimiento") WHERE "sucursales"."activo" and "sucursales"."codigo_establecimiento" is not null;--> statement-breakpoint
ALTER TABLE "sucursales" ADD CONSTRAINT "sucursales_codigo_establecimiento_ck" CHECK ("sucursales"."codigo_establecimiento" between 1 and 9999);