// The inventory feature's face: what the app and the other features may use.
export { inventoryRoutes } from './routes';
export { ProductPicker } from './movements/ProductPicker';
