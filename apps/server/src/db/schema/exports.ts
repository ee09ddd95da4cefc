import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companyRef } from './companies';
import { usuarios } from './users';

/**
 * An export file produced by a background job (spec 000 §4 Excel download job): estado 10 while it
 * runs, 20 when the file is ready, 30 when it failed (with `observaciones`).
 */
export const archivos = pgTable(
  'archivos',
  {
    id: serial('id').primaryKey(),
    empresaId: companyRef(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tipo: varchar('tipo', { length: 60 }).notNull(),
    parametros: text('parametros').notNull().default('{}'),
    estado: smallint('estado').notNull().default(10),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    ruta: text('ruta'),
    observaciones: text('observaciones').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('archivos_empresa_idx').on(t.empresaId, t.creado)],
);
