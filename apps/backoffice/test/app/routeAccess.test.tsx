import { describe, expect, it } from 'vitest';
import { PERMISOS, permisosPorRol } from '@pos/shared/domains/users/permissions';
import { activeMenuPath, canOpen, homePath, menuRoutes } from '../../src/app/routeAccess';
import { ROUTES } from '../../src/app/routes';
import { menuItems } from '../../src/app/layout/menuItems';
import { permisos } from '../fixtures';

const todos = permisos(PERMISOS);
const cajero = permisos(permisosPorRol('es_cajero', 'PVMCE'));
const mostrador = permisos(permisosPorRol('es_vendedor_mostrador', 'PVMCE'));
const sinPantallas = permisos(['perfil']);
const soloSucursales = permisos(['conf_sucursal', 'perfil']);
const bodeguero = permisos(permisosPorRol('es_bodeguero', 'PVMCE'));
const soloIngresos = permisos(['igreso_mercaderia', 'perfil']);

describe('route registry', () => {
  it('gives every menu entry its own place, so the menu has one order', () => {
    const lugares = ROUTES.flatMap((r) => (r.menu ? [r.menu.orden] : []));
    expect(lugares.length).toBeGreaterThan(40);
    expect(new Set(lugares).size).toBe(lugares.length);
  });

  it('lists in the menu only the screens the user may open', () => {
    expect(menuRoutes(ROUTES, todos).map((r) => r.path)).toEqual([
      '/punto_de_venta',
      '/punto_de_venta/caja',
      '/punto_de_venta/mostrador',
      '/cotizaciones',
      '/ordenes_de_venta',
      '/abrir_caja',
      '/caja_activa',
      '/dashboard',
      '/gastos',
      '/productos',
      '/bodega',
      '/bodega/ingreso_de_mercaderia',
      '/bodega/baja_de_mercaderia',
      '/bodega/salida_de_mercaderia',
      '/bodega/reajuste_de_mercaderia',
      '/traslados',
      '/recepciones_de_traslados',
      '/ordenes_de_compra',
      '/recepciones_de_ordenes_de_compra',
      '/cuentas_por_pagar',
      '/bodega/nota_credito_cliente',
      '/devoluciones',
      '/cuentas_por_cobrar',
      '/reporte_ventas',
      '/reporte_bodega',
      '/inversion_en_bodega',
      '/reporte_de_despachos',
      '/reporte_apertura_cierre_caja',
      '/reporte_devoluciones',
      '/reporte_gastos',
      '/reporte_productos_mas_vendidos',
      '/reporte_ganancia_bruta',
      '/reporte_balance_general',
      '/reporte_descuentos_y_recargos',
      '/reporte_cuenta_por_cobrar',
      '/configuracion/empresa',
      '/configuracion/usuarios',
      '/configuracion/sucursales',
      '/configuracion/categorias',
      '/configuracion/destinos_salida',
      '/configuracion/proveedores',
      '/configuracion/cajas',
      '/configuracion/adiciones_nota_fel',
      '/bitacora',
    ]);
    // Returns open for the point of sale, the cashier and the warehouse (P3-45).
    expect(menuRoutes(ROUTES, bodeguero).map((r) => r.path)).toEqual([
      '/productos',
      '/bodega',
      '/bodega/ingreso_de_mercaderia',
      '/bodega/baja_de_mercaderia',
      '/bodega/salida_de_mercaderia',
      '/bodega/reajuste_de_mercaderia',
      '/traslados',
      '/recepciones_de_traslados',
      '/recepciones_de_ordenes_de_compra',
      '/bodega/nota_credito_cliente',
      '/devoluciones',
      '/configuracion/categorias',
    ]);
    expect(menuRoutes(ROUTES, soloSucursales).map((r) => r.path)).toEqual(['/configuracion/sucursales']);
    // PVMCE: the cashier charges at the register; the counter seller only quotes and works no register (P3-45, P2-04f).
    expect(menuRoutes(ROUTES, cajero).map((r) => r.path)).toEqual([
      '/punto_de_venta/caja',
      '/abrir_caja',
      '/caja_activa',
      '/bodega/nota_credito_cliente',
      '/devoluciones',
      '/cuentas_por_cobrar',
    ]);
    expect(menuRoutes(ROUTES, mostrador).map((r) => r.path)).toEqual([
      '/punto_de_venta/mostrador',
      '/cotizaciones',
      '/ordenes_de_venta',
    ]);
    expect(menuRoutes(ROUTES, sinPantallas)).toEqual([]);
  });

  it("lists only the point-of-sale screens of the company's point-of-sale type", () => {
    const ventas = (tipoPuntoVenta?: 'PVN' | 'PVMCE') =>
      menuRoutes(ROUTES, todos, { tipoPuntoVenta })
        .map((r) => r.path)
        .filter((p) => p.startsWith('/punto_de_venta'));
    expect(ventas('PVN')).toEqual(['/punto_de_venta']);
    expect(ventas('PVMCE')).toEqual(['/punto_de_venta/caja', '/punto_de_venta/mostrador']);
    // While the configuration loads nothing is hidden.
    expect(ventas()).toEqual(['/punto_de_venta', '/punto_de_venta/caja', '/punto_de_venta/mostrador']);
  });

  it('builds menu sections only around entries the user may open', () => {
    const items = menuItems(ROUTES, soloSucursales);
    expect(items).toHaveLength(1);
    const [section] = items as { key: string; children: { key: string }[] }[];
    expect(section!.key).toBe('grupo:configuracion');
    expect(section!.children.map((c) => c.key)).toEqual(['/configuracion/sucursales']);
    expect(menuItems(ROUTES, todos).map((i) => i?.key)).toEqual([
      'grupo:ventas',
      '/dashboard',
      '/gastos',
      'grupo:inventario',
      'grupo:compras',
      'grupo:reportes',
      'grupo:configuracion',
      '/bitacora',
    ]);
    expect(menuItems(ROUTES, cajero).map((i) => i?.key)).toEqual(['grupo:ventas']);
  });

  it('offers the welcome page to a user without screens', () => {
    expect(menuItems(ROUTES, sinPantallas).map((i) => i?.key)).toEqual(['/inicio']);
  });

  it('sends each user home: dashboard, else the first menu entry, else /inicio (P3-46)', () => {
    expect(homePath(ROUTES, todos)).toBe('/dashboard');
    // The dashboard wins even where it is not the first menu entry.
    expect(homePath(ROUTES, permisos(['punto_venta_caja', 'dashboard']))).toBe('/dashboard');
    expect(homePath(ROUTES, cajero)).toBe('/punto_de_venta/caja');
    expect(homePath(ROUTES, soloIngresos)).toBe('/bodega/ingreso_de_mercaderia');
    expect(homePath(ROUTES, soloSucursales)).toBe('/configuracion/sucursales');
    expect(homePath(ROUTES, sinPantallas)).toBe('/inicio');
  });

  it('highlights the menu entry of a sub-page', () => {
    expect(activeMenuPath(ROUTES, '/configuracion/usuarios/editar/3')).toBe('/configuracion/usuarios');
    expect(activeMenuPath(ROUTES, '/configuracion/empresa')).toBe('/configuracion/empresa');
    expect(activeMenuPath(ROUTES, '/productos/editar/3')).toBe('/productos');
    expect(activeMenuPath(ROUTES, '/bodega/detalle_orden/8')).toBe('/bodega');
    expect(activeMenuPath(ROUTES, '/bodega/baja_de_mercaderia')).toBe('/bodega/baja_de_mercaderia');
    expect(activeMenuPath(ROUTES, '/bodega/nota_credito_cliente/seleccion_de_producto/7/motivos')).toBe(
      '/bodega/nota_credito_cliente',
    );
    // The register sits under the point of sale's path but is its own entry.
    expect(activeMenuPath(ROUTES, '/punto_de_venta/caja')).toBe('/punto_de_venta/caja');
  });

  it('guards the returns screens with the flags of P3-45', () => {
    const ruta = (path: string) => ROUTES.find((r) => r.path === path)!;
    for (const path of [
      '/bodega/nota_credito_cliente',
      '/bodega/nota_credito_cliente/seleccion_de_producto/:idFactura/motivos',
      '/bodega/nota_credito_cliente/:idFactura/vale/:idVale',
      '/devolucion/seleccion_de_producto/:id',
      '/devoluciones',
    ]) {
      for (const flag of ['punto_venta', 'punto_venta_caja', 'bodega'] as const)
        expect(canOpen(ruta(path), permisos([flag])), `${path} ${flag}`).toBe(true);
      expect(canOpen(ruta(path), permisos(['punto_venta_mostrador', 'reporte_devolucion'])), path).toBe(false);
    }
    expect(canOpen(ruta('/reporte_devoluciones'), permisos(['reporte_devolucion']))).toBe(true);
    expect(canOpen(ruta('/reporte_devoluciones'), permisos(['punto_venta', 'bodega']))).toBe(false);
    expect(menuRoutes(ROUTES, permisos(['reporte_devolucion'])).map((r) => r.path)).toEqual(['/reporte_devoluciones']);
    // Each owner's report opens with its own flag only (001 §6).
    const reportes = [
      ['/reporte_productos_mas_vendidos', 'reporte_productos_mas_vendidos'],
      ['/reporte_ganancia_bruta', 'reporte_ganancia_bruta'],
      ['/reporte_balance_general', 'reporte_balance_general'],
      ['/reporte_descuentos_y_recargos', 'reporte_descuentos_recargos'],
    ] as const;
    for (const [path, flag] of reportes) {
      expect(canOpen(ruta(path), permisos([flag])), path).toBe(true);
      expect(canOpen(ruta(path), permisos(['reporte_venta', 'dashboard'])), path).toBe(false);
      expect(menuRoutes(ROUTES, permisos([flag])).map((r) => r.path)).toEqual([path]);
    }
  });

  it('opens receivables to who works a register and their report to reporte_cuenta_cobrar (P3-45)', () => {
    const ruta = (path: string) => ROUTES.find((r) => r.path === path)!;
    for (const flag of ['punto_venta', 'punto_venta_caja'] as const)
      expect(canOpen(ruta('/cuentas_por_cobrar'), permisos([flag])), flag).toBe(true);
    expect(canOpen(ruta('/cuentas_por_cobrar'), permisos(['punto_venta_mostrador', 'bodega']))).toBe(false);
    expect(canOpen(ruta('/reporte_cuenta_por_cobrar'), permisos(['reporte_cuenta_cobrar']))).toBe(true);
    expect(canOpen(ruta('/reporte_cuenta_por_cobrar'), permisos(['punto_venta', 'punto_venta_caja']))).toBe(false);
  });

  it('opens a movement document to everyone who records or reads movements (P3-51)', () => {
    const documento = ROUTES.find((r) => r.path === '/bodega/detalle_orden/:id')!;
    expect(canOpen(documento, soloIngresos)).toBe(true);
    expect(canOpen(documento, permisos(['reporte_bodega']))).toBe(true);
    expect(canOpen(documento, permisos(['punto_venta_caja']))).toBe(false);
  });
});
