import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generarFacturaSchema,
  reintentoFcamSchema,
  reintentoFelSchema,
  validarDocumentoSchema,
  verificarFelSchema,
  contribuyenteConsultadoSchema,
  solicitudFelSchema,
  verificacionFelSchema,
  type ContribuyenteConsultado,
  type SolicitudFel,
  type VerificacionFel,
} from '@pos/shared/domains/invoicing/invoicing';
import { PERMISOS_PUNTO_VENTA, type Permiso } from '@pos/shared/domains/users/permissions';
import { MENSAJES } from '@pos/shared/messages';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../plugins/auth';
import { consultarDpi, consultarNit } from './consultas.service';
import {
  generarFactura,
  reintentarCambiaria,
  reintentarFactura,
  verificarFactura,
} from './factura-electronica.service';

/** Who charges sales and who reads the history: they invoice, retry and poll. */
const FACTURADORES: readonly Permiso[] = ['punto_venta', 'punto_venta_caja', 'reporte_venta'];
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
export function facturaElectronicaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { queue, fel } = deps;

  api.get(
    '/api/factura_electronica/verificar_fel/',
    {
      config: { permiso: FACTURADORES },
      schema: { querystring: verificarFelSchema, response: { 200: verificacionFelSchema } },
    },
    async (request): Promise<VerificacionFel> => verificarFactura(db, actorOf(request), request.query.id_factura),
  );

  api.post(
    '/api/factura_electronica/generar_factura/',
    {
      config: { permiso: FACTURADORES },
      schema: { body: generarFacturaSchema, response: { 200: solicitudFelSchema } },
    },
    async (request): Promise<SolicitudFel> => {
      const actor = actorOf(request);
      return {
        id_factura: await db.transaction((tx) =>
          generarFactura(tx, queue, actor, request.body.id_venta, request.body.data_cliente ?? null),
        ),
      };
    },
  );

  api.post(
    '/api/factura_electronica/rieintento_fel/',
    { config: { permiso: FACTURADORES }, schema: { body: reintentoFelSchema, response: { 200: solicitudFelSchema } } },
    async (request): Promise<SolicitudFel> => {
      const actor = actorOf(request);
      return { id_factura: await db.transaction((tx) => reintentarFactura(tx, queue, actor, request.body.id_venta)) };
    },
  );

  api.post(
    '/api/factura_electronica/reintento_fcam/',
    { config: { permiso: FACTURADORES }, schema: { body: reintentoFcamSchema, response: { 200: solicitudFelSchema } } },
    async (request): Promise<SolicitudFel> => {
      const actor = actorOf(request);
      return { id_factura: await db.transaction((tx) => reintentarCambiaria(tx, queue, actor, request.body.id_ov)) };
    },
  );

  api.post(
    '/api/factura_electronica/validar_nit/',
    {
      config: { permiso: CONSULTORES },
      schema: { body: validarDocumentoSchema, response: { 200: contribuyenteConsultadoSchema } },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarNit(db, fel, actorOf(request).empresaId, request.body),
  );

  api.post(
    '/api/factura_electronica/validar_dpi/',
    {
      config: { permiso: CONSULTORES },
      schema: { body: validarDocumentoSchema, response: { 200: contribuyenteConsultadoSchema } },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarDpi(db, fel, actorOf(request).empresaId, request.body),
  );

  api.get(
    '/api/consultar_nit/',
    {
      config: { permiso: CONSULTORES },
      schema: { querystring: consultaNitQuery, response: { 200: contribuyenteConsultadoSchema } },
    },
    async (request): Promise<ContribuyenteConsultado> =>
      consultarNit(db, fel, actorOf(request).empresaId, request.query.nit),
  );
}
