import { describe, expect, it } from 'vitest';
import {
  agregarLinea,
  calcularLinea,
  cambiarCantidad,
  cambiarDescuento,
  cambiarModeloPrecio,
  cambiarPrecio,
  cambiarPrecioFinal,
  claveLinea,
  limitarDescuento,
  normalizarCantidad,
  puedeCobrar,
  sumarCantidad,
  totalesCarrito,
  type LineaCarrito,
  type LineaNueva,
  type OpcionesCarrito,
  type ResultadoCarrito,
} from '../../src/domains/sales/rules/index';
import { MENSAJES } from '../../src/messages';

const OPTS: OpcionesCarrito = { decimales: 2, permitirDescuento: true, precioEditable: true };

function nueva(id: number, extra: Partial<LineaNueva> = {}): LineaNueva {
  return { id, fraccion_id: null, tipo_producto: 1, modelo_precio: 1, precio_original: '10.00', ...extra };
}

/** The cart after a change the rules accepted. */
function sumado(r: ResultadoCarrito<LineaCarrito>): LineaCarrito[] {
  if (!r.ok) throw new Error(r.error);
  return r.lineas;
}

function carrito(...lineas: LineaNueva[]): LineaCarrito[] {
  let actual: LineaCarrito[] = [];
  for (const l of lineas) {
    const r = agregarLinea(actual, l, OPTS);
    if (!r.ok) throw new Error(r.error);
    actual = r.lineas;
  }
  return actual;
}

describe('calcularLinea: discount per unit, precio_final clamped 0..precio, line total', () => {
  it.each<[string, string, string, 2 | 3, string, string, string]>([
    // precio, desc %, cantidad, decimals → desc_monto, precio_final, total_importe
    ['10.00', '0', '3', 2, '0.00', '10.00', '30.00'],
    ['10.00', '10', '3', 2, '1.00', '9.00', '27.00'],
    ['9.99', '33.33', '1', 2, '3.33', '6.66', '6.66'],
    ['10.00', '100', '5', 2, '10.00', '0.00', '0.00'],
    ['25.50', '12.5', '1.250', 2, '3.19', '22.31', '27.89'], // bulk quantity, half-up rounding
    ['25.500', '12.5', '2', 3, '3.188', '22.312', '44.624'],
    ['0.00', '50', '4', 2, '0.00', '0.00', '0.00'],
  ])('%s at %s%% × %s (%i dec) → %s / %s / %s', (precio, desc, cantidad, decimales, descMonto, precioFinal, total) => {
    const linea = calcularLinea(
      {
        id: 1,
        fraccion_id: null,
        tipo_producto: 1,
        cantidad,
        modelo_precio: 1,
        precio_original: precio,
        precio,
        desc_porcentaje: desc,
        desc_monto: '',
        precio_final: '',
        total_importe: '',
      },
      decimales,
    );
    expect([linea.desc_monto, linea.precio_final, linea.total_importe]).toEqual([descMonto, precioFinal, total]);
  });
});

describe('agregarLinea: one line per product + fraction, at most 15', () => {
  it('a new product starts at 1 with the tier price', () => {
    const [l] = carrito(nueva(7));
    expect(l).toMatchObject({ cantidad: '1', precio: '10.00', precio_final: '10.00', total_importe: '10.00' });
  });

  it.each<[string, LineaNueva[], number, string[]]>([
    ['same product twice adds 1', [nueva(1), nueva(1)], 1, ['2']],
    ['same product, another fraction is a new line', [nueva(1), nueva(1, { fraccion_id: 9 })], 2, ['1', '1']],
    [
      'bulk product adds 1 to a decimal quantity',
      [nueva(1, { tipo_producto: 1000, cantidad: '0.750' }), nueva(1, { tipo_producto: 1000 })],
      1,
      ['1.750'],
    ],
    ['whole-unit product rounds a typed decimal', [nueva(1, { cantidad: '2.4' })], 1, ['2']],
  ])('%s', (_caso, lineas, n, cantidades) => {
    const r = carrito(...lineas);
    expect(r).toHaveLength(n);
    expect(r.map((l) => l.cantidad)).toEqual(cantidades);
  });

  it('the 16th distinct line is refused with the spec message; a repeat of an existing one is not', () => {
    const quince = carrito(...Array.from({ length: 15 }, (_, i) => nueva(i + 1)));
    expect(agregarLinea(quince, nueva(99), OPTS)).toEqual({ ok: false, error: MENSAJES.ventas.maxProductos });
    const repetida = agregarLinea(quince, nueva(3), OPTS);
    expect(repetida.ok && repetida.lineas.find((l) => l.id === 3)?.cantidad).toBe('2');
  });
});

describe('quantities: never below 0; + / − removes a line left at 0 or less', () => {
  it.each<[string, number, string, string | null]>([
    // case, tipo_producto, change, expected quantity (null = line removed)
    ['typed negative → 0', 1, 'set:-3', '0'],
    ['typed 0 stays', 1, 'set:0', '0'],
    ['bulk keeps 3 decimals', 1000, 'set:1.2345', '1.235'],
    ['units round to whole', 1, 'set:3.6', '4'],
    ['minus from 1 removes', 1, 'add:-1', null],
    ['minus beyond 0 removes', 1000, 'add:-5', null],
    ['plus adds', 1, 'add:1', '2'],
  ])('%s', (_caso, tipo, cambio, esperado) => {
    const inicial = carrito(nueva(1, { tipo_producto: tipo }));
    const clave = claveLinea(inicial[0]!);
    const [op, valor] = cambio.split(':') as ['set' | 'add', string];
    const r =
      op === 'set' ? cambiarCantidad(inicial, clave, valor, OPTS) : sumado(sumarCantidad(inicial, clave, valor, OPTS));
    expect(r[0]?.cantidad ?? null).toBe(esperado);
  });

  it.each<[string, number, string]>([
    ['-1', 1, '0'],
    ['2.5', 1, '3'],
    ['0.0004', 2000, '0.000'],
    // A line never holds more than 99,999 (a barcode scanned into the quantity, issue 30).
    ['7401234200113', 1, '99999'],
    ['99999.5', 2000, '99999.000'],
  ])('normalizarCantidad(%s, tipo %i) → %s', (c, tipo, esperado) => {
    expect(normalizarCantidad(c, tipo)).toBe(esperado);
  });

  it('one more of a line at 99,999 is refused with the ceiling message', () => {
    const alTope = carrito(nueva(1, { cantidad: '99999' }));
    expect(agregarLinea(alTope, nueva(1), OPTS)).toEqual({ ok: false, error: MENSAJES.ventas.cantidadMaxima });
    // The + button refuses it by the same rule, with the same message, and leaves the line alone.
    expect(sumarCantidad(alTope, claveLinea(alTope[0]!), 1, OPTS)).toEqual({
      ok: false,
      error: MENSAJES.ventas.cantidadMaxima,
    });
    // Bulk: the ceiling counts the fraction too (99,998.5 + 1 is over it), and up to it is fine.
    const granel = carrito(nueva(1, { tipo_producto: 1000, cantidad: '99998.5' }));
    expect(sumarCantidad(granel, claveLinea(granel[0]!), 1, OPTS).ok).toBe(false);
    expect(sumado(sumarCantidad(granel, claveLinea(granel[0]!), '0.5', OPTS))[0]?.cantidad).toBe('99999.000');
  });
});

describe('discount percent clamped 0–100, only with venta_permitir_descuento', () => {
  it.each<[string, string]>([
    ['-5', '0.00'],
    ['0', '0.00'],
    ['12.345', '12.35'],
    ['100', '100.00'],
    ['150', '100.00'],
  ])('limitarDescuento(%s) → %s', (entrada, esperado) => {
    expect(limitarDescuento(entrada)).toBe(esperado);
  });

  it('applies the discount, and refuses it when the company does not allow discounts', () => {
    const inicial = carrito(nueva(1));
    const clave = claveLinea(inicial[0]!);
    const r = cambiarDescuento(inicial, clave, '250', OPTS);
    expect(r.ok && r.lineas[0]).toMatchObject({ desc_porcentaje: '100.00', precio_final: '0.00' });
    expect(cambiarDescuento(inicial, clave, '5', { ...OPTS, permitirDescuento: false })).toEqual({
      ok: false,
      error: MENSAJES.ventas.descuentoNoPermitido,
    });
    expect(cambiarDescuento(inicial, 'nope', '5', OPTS)).toEqual({
      ok: false,
      error: MENSAJES.ventas.errorCambiarDescuento,
    });
  });
});

describe('editable price (P3-14): ≥ 0 only under conf_venta_precio_editable; final price 0..precio', () => {
  it.each<[string, string, string]>([
    ['12.50', '12.50', '12.50'], // above the original: a surcharge
    ['-3', '0.00', '0.00'],
    ['7', '7.00', '7.00'],
  ])('precio %s → precio %s, final %s', (entrada, precio, final) => {
    const inicial = carrito(nueva(1));
    const r = cambiarPrecio(inicial, claveLinea(inicial[0]!), entrada, OPTS);
    expect(r.ok && [r.lineas[0]!.precio, r.lineas[0]!.precio_final, r.lineas[0]!.precio_original]).toEqual([
      precio,
      final,
      '10.00',
    ]);
  });

  it('refuses a price change when prices are not editable', () => {
    const inicial = carrito(nueva(1));
    expect(cambiarPrecio(inicial, claveLinea(inicial[0]!), '5', { ...OPTS, precioEditable: false })).toEqual({
      ok: false,
      error: MENSAJES.ventas.errorCambiarPrecio,
    });
  });

  it.each<[string, string, string]>([
    ['8', '20.00', '8.00'],
    ['15', '0.00', '10.00'], // above precio → precio
    ['-1', '100.00', '0.00'],
  ])('precio_final %s → %s%% discount, final %s', (entrada, pct, final) => {
    const inicial = carrito(nueva(1));
    const r = cambiarPrecioFinal(inicial, claveLinea(inicial[0]!), entrada, OPTS);
    expect(r.ok && [r.lineas[0]!.desc_porcentaje, r.lineas[0]!.precio_final]).toEqual([pct, final]);
  });

  it('a tier change sets both the original and the charged price', () => {
    const inicial = carrito(nueva(1));
    const [l] = cambiarModeloPrecio(inicial, claveLinea(inicial[0]!), 3, '8.5', OPTS);
    expect(l).toMatchObject({ modelo_precio: 3, precio_original: '8.50', precio: '8.50', total_importe: '8.50' });
  });
});

describe('totalesCarrito and the collection panel', () => {
  it.each<[string, LineaNueva[], string, string, string, boolean]>([
    ['empty', [], '0.00', '0.00', '0.00', false],
    [
      'two lines',
      [nueva(1, { cantidad: '3' }), nueva(2, { precio_original: '0.33', cantidad: '3' })],
      '30.99',
      '0.00',
      '30.99',
      true,
    ],
    ['discounted', [nueva(1, { cantidad: '2', desc_porcentaje: '15' })], '20.00', '3.00', '17.00', true],
    ['all free', [nueva(1, { desc_porcentaje: '100' })], '10.00', '10.00', '0.00', false],
  ])('%s', (_caso, lineas, subtotal, descuento, total, abre) => {
    const c = carrito(...lineas);
    expect(totalesCarrito(c, 2)).toEqual({ subtotal, descuento, total });
    expect(puedeCobrar(c, 2)).toBe(abre);
  });
});
