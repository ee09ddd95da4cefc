DROP INDEX "productos_nombre_trgm_idx";--> statement-breakpoint
CREATE INDEX "productos_nombre_orden_idx" ON "productos" USING btree ("empresa_id",(lower("nombre") collate "C")) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_creado_idx" ON "productos" USING btree ("empresa_id","creado","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_nombre_trgm_idx" ON "productos" USING gin (lower("nombre") gin_trgm_ops) WITH (fastupdate=false);