CREATE TABLE "gastos" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"concepto" varchar(200) NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"monto" numeric(14, 4) NOT NULL,
	"gasto_fijo" boolean DEFAULT false NOT NULL,
	"proveedor" varchar(200) DEFAULT '' NOT NULL,
	"num_documento" varchar(60) DEFAULT '' NOT NULL,
	"forma_pago" varchar(5) NOT NULL,
	"caja" boolean DEFAULT false NOT NULL,
	"movimiento_id" bigint,
	"anulado" boolean DEFAULT false NOT NULL,
	"anulado_por_id" integer,
	"fecha_anulado" timestamp with time zone,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_sucursal_id_sucursales_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gastos" ADD CONSTRAINT "gastos_anulado_por_id_usuarios_id_fk" FOREIGN KEY ("anulado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gastos_empresa_creado_idx" ON "gastos" USING btree ("empresa_id","creado");--> statement-breakpoint
CREATE INDEX "gastos_sucursal_fecha_idx" ON "gastos" USING btree ("sucursal_id","fecha");