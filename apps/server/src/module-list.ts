import type { ServerModule } from './app-module';
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

/** The runtimes a module is given alone (started by main.ts or the test app, closed by them). */
export interface ModuleRuntimes {
  fel: FelRuntime;
}

/**
 * Every server module, once: the app registers their routes in this order, the job registry their
 * jobs, the export registry their exports and the API docs their tags and paths. A new domain adds
 * its `<word>Module` here and nowhere else. Invoicing gets its FEL runtime, and what an accepted
 * annulment undoes (a sale, or a return's credit note), which it cannot import.
 */
export function serverModules({ fel }: ModuleRuntimes): readonly ServerModule[] {
  return [
    authModule,
    usersModule,
    companiesModule,
    invoicingModule({
      fel,
      alAnular: (tx, documento) =>
        documento.devolucionId === null ? annulCertifiedSale(tx, documento) : annulCertifiedReturn(tx, documento),
    }),
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
}
