import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and last-change timestamps every table carries (`creado` is the default list order). */
export const timestamps = {
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  modificado: timestamp('modificado', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
