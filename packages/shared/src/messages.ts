import { AUDIT_MESSAGES } from './messages/audit';
import { AUTH_MESSAGES } from './messages/auth';
import { CATALOG_MESSAGES } from './messages/catalog';
import { COMMON_MESSAGES } from './messages/common';
import { COMPANIES_MESSAGES } from './messages/companies';
import { CUSTOMERS_MESSAGES } from './messages/customers';
import { DISPATCHES_MESSAGES } from './messages/dispatches';
import { EXPENSES_MESSAGES } from './messages/expenses';
import { EXPORTS_MESSAGES } from './messages/exports';
import { HOME_MESSAGES } from './messages/home';
import { INVENTORY_MESSAGES } from './messages/inventory';
import { INVOICING_MESSAGES } from './messages/invoicing';
import { PAYABLES_MESSAGES } from './messages/payables';
import { ORDERS_MESSAGES } from './messages/orders';
import { PURCHASING_MESSAGES } from './messages/purchasing';
import { RECEIVABLES_MESSAGES } from './messages/receivables';
import { REGISTERS_MESSAGES } from './messages/registers';
import { RETURNS_MESSAGES } from './messages/returns';
import { RETURNS_SCREEN_MESSAGES } from './messages/returns-screens';
import { SALES_MESSAGES } from './messages/sales';
import { USERS_MESSAGES } from './messages/users';

/**
 * The Spanish message catalogue of the product (DECISIONS P3-59: one catalogue, in this package).
 *
 * Wording is the spec's, word for word. Plain spelling slips a person reads are corrected, with the
 * spec's original in a `// spec:` comment. Texts the spec does not give are marked `// not in spec`
 * with the decision that supplies them. The staff interface says "usted" throughout (issue 11): a
 * spec text in "tú" is worded with "usted", its original in a `// usted (spec: …)` comment; the
 * tools test usted.test.ts fails on common "tú" forms. "000" is ventas-cajas-facturacion.md, "001" is
 * compras-bodega-tienda.md.
 */

/** One catalogue composed of one file per domain (messages/<domain>.ts), the same words as the code's folders. */
export const MENSAJES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...AUDIT_MESSAGES,
  ...EXPORTS_MESSAGES,
  ...USERS_MESSAGES,
  ...COMPANIES_MESSAGES,
  ...REGISTERS_MESSAGES,
  ...SALES_MESSAGES,
  ...CUSTOMERS_MESSAGES,
  ...INVOICING_MESSAGES,
  ...CATALOG_MESSAGES,
  ...INVENTORY_MESSAGES,
  ...DISPATCHES_MESSAGES,
  ...EXPENSES_MESSAGES,
  ...HOME_MESSAGES,
  ...RETURNS_MESSAGES,
  ...RETURNS_SCREEN_MESSAGES,
  ...PURCHASING_MESSAGES,
  ...PAYABLES_MESSAGES,
  ...RECEIVABLES_MESSAGES,
  ...ORDERS_MESSAGES,
} as const;

export type Mensajes = typeof MENSAJES;
