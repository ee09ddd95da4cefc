-- Registers and exit destinations raced past their "already exists" checks before these unique
-- indexes existed: rename any such twin (the later one) so the index can be built.
UPDATE "cajas" c SET "nombre" = left(c."nombre", 88) || ' (' || c."id" || ')'
 WHERE c."activo" AND EXISTS (SELECT 1 FROM "cajas" o WHERE o."activo" AND o."sucursal_id" = c."sucursal_id"
   AND lower(o."nombre") = lower(c."nombre") AND o."id" < c."id");--> statement-breakpoint
UPDATE "destinos_salida" d SET "nombre" = left(d."nombre", 88) || ' (' || d."id" || ')'
 WHERE d."activo" AND EXISTS (SELECT 1 FROM "destinos_salida" o WHERE o."activo" AND o."empresa_id" = d."empresa_id"
   AND lower(o."nombre") = lower(d."nombre") AND o."id" < d."id");--> statement-breakpoint
DROP INDEX "usuarios_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "destinos_salida_nombre_uq" ON "destinos_salida" USING btree ("empresa_id",lower("nombre")) WHERE "destinos_salida"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "cajas_nombre_uq" ON "cajas" USING btree ("sucursal_id",lower("nombre")) WHERE "cajas"."activo";--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_uq" ON "usuarios" USING btree ("empresa_id",lower("email")) WHERE "usuarios"."activo";
