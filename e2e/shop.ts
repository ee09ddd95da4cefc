import { expect, type APIRequestContext } from '@playwright/test';
import { correo } from './empresa';
import { apiDe } from './helpers';

/** A product a browser test sells: its name and barcode are unique to the run. */
export interface ProductoPrueba {
  nombre: string;
  codigo_barras: string;
  precio: string;
  /** Sold by weight (a granel por peso, in pounds): the till asks for the weight. */
  porPeso?: boolean;
}

let secuencia = 0;

/** A product named `nombre` + the run's stamp, with a barcode no other test uses. */
export function productoDePrueba(nombre: string, precio: string, porPeso = false): ProductoPrueba {
  secuencia += 1;
  const unico = `${Date.now() % 1e7}${secuencia}`;
  return { nombre: `${nombre} ${unico}`, codigo_barras: `740${unico}`, precio, porPeso };
}

/** The owner creates the products and takes `existencia` units of each into the cashier's branch. */
export async function crearProductos(
  request: APIRequestContext,
  productos: readonly ProductoPrueba[],
  existencia = '50',
): Promise<void> {
  const propietario = await apiDe(request, correo('propietario'));
  const { unidades_de_medida } = await propietario.get<{ unidades_de_medida: { id: number; tipo: number }[] }>(
    'configuracion/me',
  );
  // A product sold by weight is counted in a weight unit (the demo's pound).
  const peso = unidades_de_medida.find((u) => u.tipo === 30)?.id ?? null;
  const creados = [];
  for (const p of productos) {
    creados.push(
      await propietario.post<{ id: number }>('productos', {
        codigo: `E2E-${p.codigo_barras}`,
        nombre: p.nombre,
        codigo_barras: p.codigo_barras,
        precio: p.precio,
        ...(p.porPeso ? { tipo_producto: 1000, unidad_de_medida: peso } : { tipo_producto: 1 }),
        inventariable: true,
      }),
    );
  }
  await propietario.post('bodegas/ingreso', {
    productos: creados.map((p) => ({ producto: p.id, fraccion: null, cantidad: existencia, costo: '1.00', nota: '' })),
    nota: 'Existencia para una prueba del punto de venta',
  });
}

/** The user's register session: when none is open, the owner creates a register and the user opens it. */
export async function abrirCajaDe(request: APIRequestContext, email: string): Promise<void> {
  const cajero = await apiDe(request, email);
  if (cajero.me.caja) return;
  const propietario = await apiDe(request, correo('propietario'));
  const caja = await propietario.post<{ id: number }>('cajas', {
    nombre: `Caja ${email} ${Date.now() % 1e6}`,
    sucursal: cajero.me.sucursal,
  });
  await cajero.post('aperturas_cierres_caja', { total_apertura: '100.00', caja: caja.id });
}

/** A cash sale to C.F. of `cantidad` units of `producto`, recorded by `email` through the API at its open register. */
export async function venderEnEfectivo(
  request: APIRequestContext,
  email: string,
  producto: ProductoPrueba,
  pago: { cantidad?: string; efectivo: string },
): Promise<{ codigo: string; id_factura: number | null }> {
  const usuario = await apiDe(request, email);
  const encontrados = await usuario.get<{ results: { id: number }[] }>('productos_venta', {
    search: producto.codigo_barras,
  });
  return usuario.post<{ codigo: string; id_factura: number | null }>('ventas', {
    productos: [
      {
        id: encontrados.results[0]!.id,
        fraccion_id: null,
        cantidad: pago.cantidad ?? '1',
        modelo_precio: 1,
        precio: producto.precio,
        desc_porcentaje: '0',
      },
    ],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: { monto: pago.efectivo } },
    tipo_pago: 100,
    tipo_venta: 20000,
  });
}

/** Waits until the local sandbox has certified the invoice `idFactura`. */
export async function esperarCertificada(request: APIRequestContext, email: string, idFactura: number): Promise<void> {
  const usuario = await apiDe(request, email);
  await expect
    .poll(
      async () =>
        (
          await usuario.get<{ estado_factura: string }>('factura_electronica/verificar_fel', {
            id_factura: idFactura,
          })
        ).estado_factura,
      { timeout: 30_000 },
    )
    .toBe('facturado');
}
