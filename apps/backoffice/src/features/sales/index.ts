// The sales feature's face: what the app and the other features may use.
export { salesRoutes } from './routes';
export { RUTAS_POS } from './posNavigation';
export { printOnReceiptPaper } from './receipt/printReceipt';
export { CustomerFilter } from './history/PartyFilters';
export { VoucherCodeField } from './pos/VoucherCodeField';
