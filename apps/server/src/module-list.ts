import type { ServerModule } from './app-module';
import { registerFelJobs } from './jobs/fel.jobs';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { balanceModule } from './modules/balance';
import { catalogModule } from './modules/catalog';
import { companiesModule } from './modules/companies';
import { customersModule } from './modules/customers';
import { dashboardModule } from './modules/dashboard';
import { dispatchesModule } from './modules/dispatches';
import { eventsModule } from './modules/events';
import { expensesModule } from './modules/expenses';
import { exportsModule } from './modules/exports';
import { inventoryModule } from './modules/inventory';
import { invoicingModule, type FelRuntime } from './modules/invoicing';
import { ordersModule } from './modules/orders';
import { purchasingModule } from './modules/purchasing';
import { receivablesModule } from './modules/receivables';
import { registersModule } from './modules/registers';
import { returnsModule, annulCertifiedReturn } from './modules/returns';
import { salesModule, annulCertifiedSale } from './modules/sales';
import { usersModule } from './modules/users';

/**
 * Invoicing's worker still lives in `jobs/` (`fel.jobs.ts`, `fel-dispatcher.ts`), so it is
 * registered here rather than in the invoicing face (which `jobs/fel.jobs.ts` imports). An
 * accepted FEL annulment undoes what the document belongs to: a sale, or a return's credit note.
 */
const invoicing: ServerModule<FelRuntime> = {
  ...invoicingModule,
  jobs: (queue, deps) =>
    registerFelJobs(queue, {
      db: deps.db,
      fel: deps.fel,
      alAnular: (tx, documento) =>
        documento.devolucionId === null ? annulCertifiedSale(tx, documento) : annulCertifiedReturn(tx, documento),
    }),
};

/**
 * Every server module, once: the app registers their routes in this order, the job registry their
 * jobs, the export registry their exports and the API docs their tags and paths. A new domain adds
 * its `<word>Module` here and nowhere else.
 */
export const MODULES: readonly ServerModule<FelRuntime>[] = [
  authModule,
  usersModule,
  companiesModule,
  invoicing,
  auditModule,
  inventoryModule,
  exportsModule,
  catalogModule,
  salesModule,
  dashboardModule,
  customersModule,
  registersModule,
  returnsModule,
  dispatchesModule,
  purchasingModule,
  expensesModule,
  balanceModule,
  receivablesModule,
  ordersModule,
  eventsModule,
];
