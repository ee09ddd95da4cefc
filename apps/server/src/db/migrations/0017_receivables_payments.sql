CREATE TABLE "partidas_abono" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"cliente_id" integer,
	"nombre_cliente" varchar(200) DEFAULT '' NOT NULL,
	"nit_cliente" varchar(30) DEFAULT '' NOT NULL,
	"numero_recibo" varchar(30) NOT NULL,
	"tipo_abono" smallint NOT NULL,
	"por_forma" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"vuelto" numeric(14, 4) DEFAULT '0' NOT NULL,
	"descuento" numeric(14, 4) DEFAULT '0' NOT NULL,
	"devolucion_id" integer,
	"codigo_nota_credito" varchar(60) DEFAULT '' NOT NULL,
	"num_documento" varchar(60) DEFAULT '' NOT NULL,
	"banco" varchar(100) DEFAULT '' NOT NULL,
	"observacion" text DEFAULT '' NOT NULL,
	"nota_de_descuento" text DEFAULT '' NOT NULL,
	"numero_documento" varchar(60) DEFAULT '' NOT NULL,
	"movimiento_caja_id" integer,
	"usuario_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"motivo_anulacion" text,
	"anulado_por_id" integer,
	"fecha_anulacion" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abonos_cuenta_cobrar" ADD COLUMN "partida_id" integer;--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD COLUMN "pago_finalizado_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD CONSTRAINT "partidas_abono_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD CONSTRAINT "partidas_abono_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD CONSTRAINT "partidas_abono_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD CONSTRAINT "partidas_abono_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD CONSTRAINT "partidas_abono_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partidas_abono_empresa_idx" ON "partidas_abono" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "partidas_abono_cliente_idx" ON "partidas_abono" USING btree ("cliente_id");--> statement-breakpoint
ALTER TABLE "abonos_cuenta_cobrar" ADD CONSTRAINT "abonos_cuenta_cobrar_partida_id_partidas_abono_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."partidas_abono"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonos_cuenta_cobrar_partida_idx" ON "abonos_cuenta_cobrar" USING btree ("partida_id");--> statement-breakpoint
ALTER TABLE "cuentas_cobrar" ADD CONSTRAINT "cuentas_cobrar_saldo_ck" CHECK ("cuentas_cobrar"."saldo" >= 0 and "cuentas_cobrar"."saldo" <= "cuentas_cobrar"."monto");