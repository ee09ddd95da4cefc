import { numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * The column helpers every schema file shares. The company reference (`companyRef`) sits beside
 * `empresas` in `companies.ts`: here it would make this file and that one import each other.
 */

/** An amount of money: numeric(14, 4), decimal text in JavaScript. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 4 });

/** A quantity of a product (base units or a fraction's units): numeric(18, 4). */
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

/** Creation and last-change timestamps every table carries (`creado` is the default list order). */
export const timestamps = {
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  modificado: timestamp('modificado', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
