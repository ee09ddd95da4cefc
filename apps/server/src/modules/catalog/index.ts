import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { categoriasRoutes } from './categorias.routes';
import { productosExportRoutes, productosExports } from './productos.export';
import { productosRoutes } from './productos.routes';
import { productosVentaRoutes } from './productos-venta.routes';
import type { ServerModule } from '../../app-module';

/** The catalog module's face: the only file other modules and the app import from `catalog/`. */
export { catalogSettings, type CatalogSettings } from './catalog-settings';
export { createCategoria } from './categorias.service';
export { createProductos, type CatalogContext } from './productos.service';

function catalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  categoriasRoutes(app, deps);
  productosRoutes(app, deps);
  productosVentaRoutes(app, deps);
  productosExportRoutes(app, deps);
}

/** Everything the catalog module brings: `serverModules` (module-list.ts) lists it. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  description: 'Categorías y productos',
  paths: ['/api/categoria/', '/api/familia/', '/api/sub-familia/', '/api/productos/', '/api/productos_venta/'],
  routes: catalogRoutes,
  exports: { ...productosExports },
};
