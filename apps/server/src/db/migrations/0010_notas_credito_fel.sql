ALTER TABLE "documentos_fel" ADD COLUMN "documento_origen_id" integer;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD COLUMN "devolucion_id" integer;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD COLUMN "nota" jsonb;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_documento_origen_id_documentos_fel_id_fk" FOREIGN KEY ("documento_origen_id") REFERENCES "public"."documentos_fel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_fel_devolucion_uq" ON "documentos_fel" USING btree ("devolucion_id");--> statement-breakpoint
CREATE INDEX "documentos_fel_origen_idx" ON "documentos_fel" USING btree ("documento_origen_id");--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD CONSTRAINT "documentos_fel_nota_ck" CHECK (("documentos_fel"."tipo" = 'NCRE') = ("documentos_fel"."documento_origen_id" is not null and "documentos_fel"."venta_id" is null and "documentos_fel"."nota" is not null));