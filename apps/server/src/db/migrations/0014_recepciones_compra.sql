CREATE TABLE "ordenes_compra_adjuntos" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"nombre" varchar(255) NOT NULL,
	"ruta" text NOT NULL,
	"tamano" integer NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recepciones_ordenes_compra" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"usuario_id" integer,
	"num_documento" varchar(60) DEFAULT '' NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"detalles" jsonb NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ordenes_compra_adjuntos" ADD CONSTRAINT "ordenes_compra_adjuntos_orden_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepciones_ordenes_compra" ADD CONSTRAINT "recepciones_ordenes_compra_orden_id_ordenes_compra_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."ordenes_compra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recepciones_ordenes_compra" ADD CONSTRAINT "recepciones_ordenes_compra_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordenes_compra_adjuntos_orden_idx" ON "ordenes_compra_adjuntos" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "recepciones_ordenes_compra_orden_idx" ON "recepciones_ordenes_compra" USING btree ("orden_id");