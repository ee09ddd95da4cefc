ALTER TABLE "ventas" ADD COLUMN "exencion_iva" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The IVA exemption was stored as a payment form EXE: move it onto its sale (P3-04).
UPDATE "ventas" v SET "exencion_iva" = p."monto"
  FROM (SELECT "venta_id", sum("monto") AS "monto" FROM "ventas_pagos" WHERE "forma_pago" = 'EXE' GROUP BY "venta_id") p
 WHERE p."venta_id" = v."id";--> statement-breakpoint
DELETE FROM "ventas_pagos" WHERE "forma_pago" = 'EXE';--> statement-breakpoint
-- A credit sale's advance recorded the exemption as a direct payment of its receivable.
DELETE FROM "abonos_cuenta_cobrar" WHERE "forma_pago" = 'EXE';--> statement-breakpoint
-- It was never received: out of the register sessions' per-form totals, and out of each cash
-- movement's per-form amounts so annulling an old sale does not reverse it into the totals again.
DELETE FROM "aperturas_caja_totales" WHERE "forma_pago" = 'EXE';--> statement-breakpoint
UPDATE "movimientos_caja" SET "por_forma" = coalesce(
    (SELECT jsonb_agg(e ORDER BY n) FROM jsonb_array_elements("por_forma") WITH ORDINALITY AS x(e, n) WHERE e->>'formaPago' <> 'EXE'),
    '[]'::jsonb)
 WHERE "por_forma" @> '[{"formaPago": "EXE"}]'::jsonb;
