ALTER TABLE "documentos_fel" ADD COLUMN "envio_incierto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_fel" ADD COLUMN "anulacion_envio_incierto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documentos_fel_pendientes_idx" ON "documentos_fel" USING btree ("empresa_id","id") WHERE "documentos_fel"."estado" = 10 or "documentos_fel"."anulacion_estado" = 10;--> statement-breakpoint
-- Documents already sent whose outcome nobody knows: in process with an XML (a crash mid-send), or
-- failed for lack of an answer. Their next attempt must reuse the identificador.
UPDATE "documentos_fel" SET "envio_incierto" = true WHERE "xml" IS NOT NULL AND ("estado" = 10 OR ("estado" = 40 AND "fallo" = 'no-disponible'));--> statement-breakpoint
UPDATE "documentos_fel" SET "anulacion_envio_incierto" = true WHERE "anulacion_xml" IS NOT NULL AND ("anulacion_estado" = 10 OR ("anulacion_estado" = 40 AND "anulacion_fallo" = 'no-disponible'));
