import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  validarDocumentoSchema,
  verificarFelSchema,
  contribuyenteConsultadoSchema,
  verificacionFelSchema,
  verificacionNotaFelSchema,
  verificarNotaFelSchema,
  type ContribuyenteConsultado,
  type VerificacionFel,
  type VerificacionNotaFel,
} from '@pos/shared/domains/invoicing/invoicing';
import { PERMISOS_PUNTO_VENTA, type Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../plugins/auth';
import { consultarDpi, consultarNit } from './consultas.service';
import { verificarFactura, verificarNota } from './factura-electronica.service';
import type { FelRuntime } from './fel-runtime';

/** Who charges sales and who reads the history: they invoice, retry and poll. */
export const FACTURADORES: readonly Permiso[] = ['punto_venta', 'punto_venta_caja', 'reporte_venta'];
/** Who takes returns (P3-45: the returns screens) and reads their report: they poll credit notes. */
export const DEVOLUCIONES: readonly Permiso[] = ['punto_venta', 'punto_venta_caja', 'bodega', 'reporte_devolucion'];
/** Whoever fills in a customer: the sale screens and customer admin (as `clientes`). */
const CONSULTORES: readonly Permiso[] = [...PERMISOS_PUNTO_VENTA, 'conf_cliente'];

const consultaNitQuery = z.object({
  nit: z
    .string({ error: MENSAJES.campos.required })
    .trim()
    .min(1, MENSAJES.campos.required)
    .max(30, MENSAJES.campos.maxLength(30)),
});

/** Electronic invoicing calls (000 §7 "Electronic invoicing"), paths as the spec spells them. */
export function facturaElectronicaRoutes(app: FastifyInstance, deps: AppDeps, fel: FelRuntime): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/factura_electronica/verificar_fel/',
    {
      config: { permiso: FACTURADORES },
      schema: {
        summary: 'Consultar si una factura ya está certificada',
        querystring: verificarFelSchema,
        response: { 200: verificacionFelSchema },
      },
    },
    async (request): Promise<VerificacionFel> => verificarFactura(db, actorOf(request), request.query.id_factura),
  );

  api.get(
    '/api/notas_credito_fel/verificar_fel/',
    {
      config: { permiso: DEVOLUCIONES },
      schema: {
        summary: 'Consultar si una nota de crédito ya está certificada',
        querystring: verificarNotaFelSchema,
        response: { 200: verificacionNotaFelSchema },
      },
    },
    async (request): Promise<VerificacionNotaFel> => verificarNota(db, actorOf(request), request.query.id_nota),
  );

  api.post(
    '/api/factura_electronica/validar_nit/',
    {
      config: { permiso: CONSULTORES },
      schema: {
        summary: 'Consultar el contribuyente de un NIT',
        description: 'Pregunta al certificador FEL; si la empresa no tiene uno configurado, busca entre sus clientes.',
        body: validarDocumentoSchema,
        response: { 200: contribuyenteConsultadoSchema },
      },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarNit(db, fel, actorOf(request).empresaId, request.body),
  );

  api.post(
    '/api/factura_electronica/validar_dpi/',
    {
      config: { permiso: CONSULTORES },
      schema: {
        summary: 'Consultar la persona de un DPI (CUI)',
        description: 'Pregunta al certificador FEL; si la empresa no tiene uno configurado, busca entre sus clientes.',
        body: validarDocumentoSchema,
        response: { 200: contribuyenteConsultadoSchema },
      },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarDpi(db, fel, actorOf(request).empresaId, request.body),
  );

  api.get(
    '/api/consultar_nit/',
    {
      config: { permiso: CONSULTORES },
      schema: {
        summary: 'Consultar el contribuyente de un NIT (NIT en la consulta)',
        description: 'Pregunta al certificador FEL; si la empresa no tiene uno configurado, busca entre sus clientes.',
        querystring: consultaNitQuery,
        response: { 200: contribuyenteConsultadoSchema },
      },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarNit(db, fel, actorOf(request).empresaId, request.query.nit),
  );
}
