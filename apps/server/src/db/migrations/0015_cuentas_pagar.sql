CREATE TABLE "abonos_cuenta_pagar" (
	"id" serial PRIMARY KEY NOT NULL,
	"cuenta_pagar_id" integer NOT NULL,
	"monto" numeric(14, 4) NOT NULL,
	"descuento" numeric(14, 4) DEFAULT '0' NOT NULL,
	"tipo_abono" smallint NOT NULL,
	"forma_pago" varchar(5) DEFAULT 'EFE' NOT NULL,
	"num_documento" varchar(60) DEFAULT '' NOT NULL,
	"banco" varchar(100) DEFAULT '' NOT NULL,
	"observacion" text DEFAULT '' NOT NULL,
	"aplicar_descuento" boolean DEFAULT false NOT NULL,
	"nota_de_descuento" text DEFAULT '' NOT NULL,
	"numero_documento" varchar(60) DEFAULT '' NOT NULL,
	"movimiento_caja_id" bigint,
	"sucursal_id" integer,
	"usuario_id" integer NOT NULL,
	"anulado" boolean DEFAULT false NOT NULL,
	"motivo_anulacion" text DEFAULT '' NOT NULL,
	"anulado_por_id" integer,
	"fecha_anulado" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cuentas_pagar" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"orden_compra_id" integer NOT NULL,
	"saldo_inicial" numeric(14, 4) NOT NULL,
	"saldo" numeric(14, 4) NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuentas_pagar_saldo_ck" CHECK ("cuentas_pagar"."saldo" >= 0 and "cuentas_pagar"."saldo" <= "cuentas_pagar"."saldo_inicial")
);
--> statement-breakpoint
ALTER TABLE "abonos_cuenta_pagar" ADD CONSTRAINT "abonos_cuenta_pagar_cuenta_pagar_id_cuentas_pagar_id_fk" FOREIGN KEY ("cuenta_pagar_id") REFERENCES "public"."cuentas_pagar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos_cuenta_pagar" ADD CONSTRAINT "abonos_cuenta_pagar_movimiento_caja_id_movimientos_caja_id_fk" FOREIGN KEY ("movimiento_caja_id") REFERENCES "public"."movimientos_caja"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos_cuenta_pagar" ADD CONSTRAINT "abonos_cuenta_pagar_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos_cuenta_pagar" ADD CONSTRAINT "abonos_cuenta_pagar_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos_cuenta_pagar" ADD CONSTRAINT "abonos_cuenta_pagar_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_pagar" ADD CONSTRAINT "cuentas_pagar_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuentas_pagar" ADD CONSTRAINT "cuentas_pagar_orden_compra_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_compra_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonos_cuenta_pagar_cuenta_idx" ON "abonos_cuenta_pagar" USING btree ("cuenta_pagar_id");--> statement-breakpoint
CREATE INDEX "abonos_cuenta_pagar_movimiento_idx" ON "abonos_cuenta_pagar" USING btree ("movimiento_caja_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cuentas_pagar_orden_uq" ON "cuentas_pagar" USING btree ("orden_compra_id");--> statement-breakpoint
CREATE INDEX "cuentas_pagar_empresa_idx" ON "cuentas_pagar" USING btree ("empresa_id","estado","fecha_vencimiento");--> statement-breakpoint
-- Credit orders registered before payables existed get their account (saldo = total; a manual payment mark finishes it).
INSERT INTO "cuentas_pagar" ("empresa_id", "orden_compra_id", "saldo_inicial", "saldo", "fecha_vencimiento", "estado", "activo")
SELECT "empresa_id", "id", "total", "total", coalesce("fecha_limite", "fecha"), CASE WHEN "pago_finalizado" THEN 2 ELSE 1 END, NOT "anulada"
  FROM "ordenes_compra" WHERE "tipo_compra" = 1;
