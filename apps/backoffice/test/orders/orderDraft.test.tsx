import { describe, expect, it } from 'vitest';
import type { Cliente } from '@pos/shared/domains/customers';
import type { ProductoVenta } from '@pos/shared/domains/catalog/products.api';
import { MENSAJES } from '@pos/shared/messages';
import {
  agregarProducto,
  cambiarCliente,
  cambiarTier,
  cuerpoOrden,
  draftVacio,
  fechaLimite,
  limpiarPago,
  opcionesOrden,
} from '../../src/features/orders/wizard/orderDraft';
import { paginasDeLineas } from '../../src/features/orders/OrderPrint';

const opciones = opcionesOrden({ decimales: 2, permitirDescuento: true, precioEditable: false });

const cliente = (id: number, extra: Partial<Cliente> = {}): Cliente => ({
  id,
  nombre: `Cliente ${id}`,
  tipo_documento: 1,
  nit: 'C.F.',
  tipo_cliente: 1,
  correo: 'compras@cliente.gt',
  direccion: 'Zona 4',
  direcciones: [],
  nombre_encargado: 'Ana',
  telefono: '',
  extra: '',
  sucursal_id: null,
  limite_credito: null,
  dias_credito: 0,
  es_formal: false,
  activo: true,
  creado: '2026-01-01T00:00:00.000Z',
  modificado: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const producto = (id: number): ProductoVenta =>
  ({
    id,
    codigo: `P-${id}`,
    nombre: `Producto ${id}`,
    tipo_producto: 1,
    listado_precios: [
      { id: 1, nombre: 'Público', precio: '10.00' },
      { id: 2, nombre: 'Mayorista', precio: '8.00' },
    ],
  }) as unknown as ProductoVenta;

describe('the sales-order draft', () => {
  it('a new customer fills billing data and its term; another customer clears the lines', () => {
    let draft = cambiarCliente(draftVacio(), cliente(1, { dias_credito: 15 }));
    expect(draft.entrega).toMatchObject({
      direccionFacturacion: 'Zona 4',
      encargado: 'Ana',
      correo: 'compras@cliente.gt',
    });
    expect(draft.plazo).toEqual({ tipo: 'dias', dias: 15 });
    const added = agregarProducto(draft.lineas, producto(7), 1, opciones);
    expect(added.ok).toBe(true);
    draft = { ...draft, lineas: added.ok ? added.lineas : [] };
    expect(cambiarCliente(draft, cliente(1)).lineas).toHaveLength(1);
    expect(cambiarCliente(draft, cliente(2)).lineas).toHaveLength(0);
  });

  it('lines start at the default tier and change tier by name; the order allows more than 15 lines', () => {
    const r = agregarProducto([], producto(1), 2, opciones);
    expect(r.ok && r.lineas[0]).toMatchObject({ modelo_precio: 2, precio: '8.00', total_importe: '8.00' });
    const lineas = r.ok ? r.lineas : [];
    expect(cambiarTier(lineas, lineas[0]!, 1, opciones)[0]).toMatchObject({ modelo_precio: 1, precio: '10.00' });
    let muchas = lineas;
    for (let i = 2; i <= 20; i++) {
      const next = agregarProducto(muchas, producto(i), 1, opciones);
      expect(next.ok).toBe(true);
      if (next.ok) muchas = next.lineas;
    }
    expect(muchas).toHaveLength(20);
    const tope = agregarProducto(muchas, producto(99), 1, { ...opciones, maxLineas: 20 });
    expect(tope).toEqual({ ok: false, error: MENSAJES.ordenesVenta.maxProductos(20) });
  });

  it('going back from the products step clears the payment choices', () => {
    const draft = { ...draftVacio(), tipoVenta: 30000, plazo: { tipo: 'dias' as const, dias: 30 } };
    expect(limpiarPago(draft)).toMatchObject({ tipoVenta: 40000, plazo: { tipo: 'inmediato' } });
  });

  it('the term becomes tipo_pago and fecha_limite; lines at 0 are left out of the body', () => {
    expect(fechaLimite({ tipo: 'dias', dias: 30 }, '2026-11-29')).toBe('2026-12-29');
    const r = agregarProducto([], producto(1), 1, opciones);
    const lineas = r.ok ? [...r.lineas, { ...r.lineas[0]!, id: 2, cantidad: '0' }] : [];
    const body = cuerpoOrden(
      { ...cambiarCliente(draftVacio(), cliente(3)), lineas, tipoVenta: 30000, plazo: { tipo: 'dias', dias: 30 } },
      '2026-11-29',
    );
    expect(body).toMatchObject({ cliente_id: 3, tipo_venta: 30000, tipo_pago: 2000, fecha_limite: '2026-12-29' });
    expect(body.productos).toHaveLength(1);
    const inmediato = cuerpoOrden({ ...cambiarCliente(draftVacio(), cliente(3)), tipoVenta: 20000 }, '2026-11-29');
    expect(inmediato).toMatchObject({ tipo_pago: 1000, fecha_limite: null });
  });

  it('the print splits the lines in pages of items_por_factura', () => {
    expect(paginasDeLineas([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginasDeLineas([], 10)).toEqual([[]]);
  });
});
