import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { usuarios } from './users';

/** The audit log (bitácora): who created, edited or deleted what, with the values before and after. */
export const bitacora = pgTable(
  'bitacora',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    accion: varchar('accion', { length: 20 }).notNull(),
    entidad: varchar('entidad', { length: 40 }).notNull(),
    entidadId: integer('entidad_id'),
    descripcion: varchar('descripcion', { length: 255 }).notNull(),
    detalle: jsonb('detalle'),
    detalleAnterior: jsonb('detalle_anterior'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bitacora_empresa_creado_idx').on(t.empresaId, t.creado),
    index('bitacora_usuario_idx').on(t.usuarioId),
    index('bitacora_accion_idx').on(t.empresaId, t.accion, t.entidad),
  ],
);
