import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { categoriasRoutes } from './categorias.routes';
import { productosExportRoutes } from './productos.export';
import { productosRoutes } from './productos.routes';
import { productosVentaRoutes } from './productos-venta.routes';

/** The catalog module's face: the only file other modules and the app import from `catalog/`. */
export { catalogSettings, type CatalogSettings } from './catalog-settings';
export { createCategoria } from './categorias.service';
export { createProductos, type CatalogContext } from './productos.service';

export function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  categoriasRoutes(app, deps);
  productosRoutes(app, deps);
  productosVentaRoutes(app, deps);
  productosExportRoutes(app, deps);
}
