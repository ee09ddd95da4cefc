ALTER TABLE "abonos_cuenta_cobrar" ALTER COLUMN "forma_pago" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partidas_abono" ADD COLUMN "exencion_iva" numeric(14, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- A sales-order payment (abono) recorded the IVA exemption as a payment form EXE: move it onto
-- its partida as an amount with no payment form (P3-04), as 0008 did for sales.
UPDATE "partidas_abono" SET
    "exencion_iva" = (SELECT coalesce(sum((e->>'monto')::numeric), 0) FROM jsonb_array_elements("por_forma") AS x(e) WHERE e->>'formaPago' = 'EXE'),
    "por_forma" = coalesce(
      (SELECT jsonb_agg(e ORDER BY n) FROM jsonb_array_elements("por_forma") WITH ORDINALITY AS x(e, n) WHERE e->>'formaPago' <> 'EXE'),
      '[]'::jsonb)
 WHERE "por_forma" @> '[{"formaPago": "EXE"}]'::jsonb;--> statement-breakpoint
-- Each account keeps its share of the exemption (its balance and an annulment still read it), with no payment form.
UPDATE "abonos_cuenta_cobrar" SET "forma_pago" = NULL WHERE "forma_pago" = 'EXE';
