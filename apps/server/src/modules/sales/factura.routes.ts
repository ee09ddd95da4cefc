import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  generarFacturaSchema,
  reintentoFcamSchema,
  reintentoFelSchema,
  solicitudFelSchema,
  type SolicitudFel,
} from '@pos/shared/domains/invoicing/invoicing';
import type { AppDeps } from '../../app-deps';
import { actorOf } from '../../plugins/auth';
import { FACTURADORES } from '../invoicing';
import { generarFactura, reintentarCambiaria, reintentarFactura } from './factura.service';

/** "Facturar" a sale and retry its invoice (000 §7 "Electronic invoicing"), paths as the spec spells them. */
export function facturaVentaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { queue } = deps;

  api.post(
    '/api/factura_electronica/generar_factura/',
    {
      config: { permiso: FACTURADORES },
      schema: {
        summary: 'Solicitar la factura electrónica de una venta',
        body: generarFacturaSchema,
        response: { 200: solicitudFelSchema },
      },
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
    {
      config: { permiso: FACTURADORES },
      schema: {
        summary: 'Reintentar la factura electrónica de una venta',
        body: reintentoFelSchema,
        response: { 200: solicitudFelSchema },
      },
    },
    async (request): Promise<SolicitudFel> => {
      const actor = actorOf(request);
      return { id_factura: await db.transaction((tx) => reintentarFactura(tx, queue, actor, request.body.id_venta)) };
    },
  );

  api.post(
    '/api/factura_electronica/reintento_fcam/',
    {
      config: { permiso: FACTURADORES },
      schema: {
        summary: 'Reintentar la factura cambiaria de una orden de venta',
        body: reintentoFcamSchema,
        response: { 200: solicitudFelSchema },
      },
    },
    async (request): Promise<SolicitudFel> => {
      const actor = actorOf(request);
      return { id_factura: await db.transaction((tx) => reintentarCambiaria(tx, queue, actor, request.body.id_ov)) };
    },
  );
}
