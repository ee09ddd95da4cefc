import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACCIONES_BITACORA,
  ENTIDADES_BITACORA,
  bitacoraEntradaSchema,
  type BitacoraEntrada,
  type AccionBitacora,
  type EntidadBitacora,
} from '@pos/shared/domains/audit';
import { pageSchema } from '@pos/shared/api';
import { MENSAJES } from '@pos/shared/messages';
import { zIntId } from '@pos/shared/validation/zod';
import type { AppDeps } from '../../app-deps';
import { bitacora, usuarios } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { likePattern, listParams, listQuerySchema, pageOf } from '../../lib/list';
import { idParams } from '../../lib/params';
import { actorOf } from '../../plugins/auth';
import { dayRange, dateParam } from '../../lib/dates';

const bitacoraQuery = listQuerySchema.extend({
  fecha_inicial: dateParam.optional(),
  fecha_final: dateParam.optional(),
  accion: z.enum(ACCIONES_BITACORA, { error: MENSAJES.campos.oneOf([...ACCIONES_BITACORA]) }).optional(),
  entidad: z.enum(ENTIDADES_BITACORA, { error: MENSAJES.campos.oneOf([...ENTIDADES_BITACORA]) }).optional(),
  usuario__id: zIntId().optional(),
});

const columns = {
  id: bitacora.id,
  creado: bitacora.creado,
  accion: bitacora.accion,
  entidad: bitacora.entidad,
  entidadId: bitacora.entidadId,
  descripcion: bitacora.descripcion,
  detalle: bitacora.detalle,
  detalleAnterior: bitacora.detalleAnterior,
  usuarioId: usuarios.id,
  usuarioEmail: usuarios.email,
  usuarioNombre: sql<string>`trim(${usuarios.firstName} || ' ' || ${usuarios.lastName})`,
};

type Row = { [K in keyof typeof columns]: unknown } & { id: number; creado: Date; usuarioId: number | null };

function toEntrada(row: Row): BitacoraEntrada {
  return {
    id: row.id,
    creado: row.creado.toISOString(),
    usuario: row.usuarioId
      ? { id: row.usuarioId, nombre: row.usuarioNombre as string, email: row.usuarioEmail as string }
      : null,
    accion: row.accion as AccionBitacora,
    entidad: row.entidad as EntidadBitacora,
    entidad_id: row.entidadId as number | null,
    descripcion: row.descripcion as string,
    detalle: row.detalle,
    detalle_anterior: row.detalleAnterior,
  };
}

export function bitacoraRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;

  api.get(
    '/api/bitacora/',
    {
      config: { permiso: 'bitacora' },
      schema: {
        summary: 'Listar la bitácora',
        querystring: bitacoraQuery,
        response: { 200: pageSchema(bitacoraEntradaSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const params = listParams(q, {
        ordering: { creado: bitacora.creado, accion: bitacora.accion, entidad: bitacora.entidad },
        defaultOrdering: '-creado',
        tiebreaker: bitacora.id,
      });
      const range = dayRange(q.fecha_inicial, q.fecha_final);
      const conditions: (SQL | undefined)[] = [
        eq(bitacora.empresaId, actor.empresaId),
        range.from ? gte(bitacora.creado, range.from) : undefined,
        range.to ? lt(bitacora.creado, range.to) : undefined,
        q.accion ? eq(bitacora.accion, q.accion) : undefined,
        q.entidad ? eq(bitacora.entidad, q.entidad) : undefined,
        q.usuario__id ? eq(bitacora.usuarioId, q.usuario__id) : undefined,
        params.search ? ilike(bitacora.descripcion, likePattern(params.search)) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(bitacora)
          .leftJoin(usuarios, eq(usuarios.id, bitacora.usuarioId))
          .where(where)
          .orderBy(...params.orderBy)
          .limit(params.limit)
          .offset(params.offset),
        db.select({ n: count() }).from(bitacora).where(where),
      ]);
      return pageOf(
        request,
        params,
        total?.n ?? 0,
        rows.map((r) => toEntrada(r as Row)),
      );
    },
  );

  api.get(
    '/api/bitacora/:id/',
    {
      config: { permiso: 'bitacora' },
      schema: {
        summary: 'Consultar una entrada de la bitácora',
        params: idParams,
        response: { 200: bitacoraEntradaSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [row] = await db
        .select(columns)
        .from(bitacora)
        .leftJoin(usuarios, eq(usuarios.id, bitacora.usuarioId))
        .where(and(eq(bitacora.empresaId, actor.empresaId), eq(bitacora.id, request.params.id)));
      if (!row) throw notFound(MENSAJES.bitacora.noEncontrado);
      return toEntrada(row as Row);
    },
  );
}
