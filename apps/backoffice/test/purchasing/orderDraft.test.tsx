import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared';
import {
  agregarLinea,
  borradorVacio,
  cuerpoOrden,
  errorLimiteCredito,
  erroresEncabezado,
  erroresNuevaLinea,
  errorSiguiente,
  montoTotal,
  pasoCantidad,
  planDePago,
  subtotalLinea,
  type BorradorOrden,
  type LineaBorrador,
} from '../../src/features/purchasing/new-order/orderDraft';

const tornillo = { id: 1, codigo: 'T-1', nombre: 'Tornillo', a_granel: false };
const arena = { id: 2, codigo: 'A-1', nombre: 'Arena', a_granel: true };
const linea = (producto = tornillo, cantidad = '3', costo = '12.35'): LineaBorrador => ({
  producto,
  cantidad,
  costo,
  costo_anterior: '0.00',
});

/** The server test's import: dollars × 7.75 plus 10 % import cost, on credit with a Q 500 limit. */
const importacion = (cambios: Partial<BorradorOrden> = {}): BorradorOrden => ({
  ...borradorVacio('2026-11-02'),
  tipo_compra: 1,
  numero_documento: 'FAC-100',
  proveedor: { id: 9, nombre: 'Importadora', limite_credito: '500' },
  origen: 1,
  tipo_cambio: '7.75',
  costo_importacion: '10',
  lineas: [linea(), linea(arena, '2.5', '4.00')],
  ...cambios,
});

describe('new purchase order totals (P3-72)', () => {
  it('computes subtotals and Monto total exactly as the server does', () => {
    const b = importacion();
    // 12.35 × 7.75 × 1.10 × 3 = 315.85125 → 315.85; 4 × 7.75 × 1.10 × 2.5 = 85.25.
    expect(b.lineas.map((l) => subtotalLinea(b, l))).toEqual(['315.85', '85.25']);
    expect(montoTotal(b)).toBe('401.10');
  });

  it('ignores the exchange rate and import cost of a local order', () => {
    const b = importacion({ origen: 2 });
    expect(montoTotal(b)).toBe('47.05');
  });

  it('adds nothing for an import cost of 0 and reads empty quantities as 0', () => {
    const b = importacion({ costo_importacion: '0', lineas: [linea(tornillo, '', '1.00'), linea(arena, '1', '0.10')] });
    expect(b.lineas.map((l) => subtotalLinea(b, l))).toEqual(['0.00', '0.78']);
  });
});

describe('the add form (001 §5, P3-75)', () => {
  it('asks for the code, a cost of at least 0.01 and a quantity of at least 1', () => {
    const requerido = MENSAJES.campos.campoRequerido;
    expect(erroresNuevaLinea({ producto: null, costo: null, cantidad: '' })).toEqual({
      producto: requerido,
      costo: requerido,
      cantidad: requerido,
    });
    expect(erroresNuevaLinea({ producto: tornillo, costo: '0.00', cantidad: '0' })).toEqual({
      costo: MENSAJES.campos.minValue('0.01'),
      cantidad: MENSAJES.campos.minValue(1),
    });
    expect(erroresNuevaLinea({ producto: tornillo, costo: '0.01', cantidad: '1' })).toEqual({});
  });

  it('takes 3 decimals above 0 for bulk products and whole units otherwise', () => {
    expect(erroresNuevaLinea({ producto: arena, costo: '1', cantidad: '0.250' })).toEqual({});
    expect(erroresNuevaLinea({ producto: arena, costo: '1', cantidad: '0' })).toEqual({
      cantidad: MENSAJES.campos.minValue(0),
    });
    expect(erroresNuevaLinea({ producto: tornillo, costo: '1', cantidad: '1.5' })).toEqual({
      cantidad: MENSAJES.ordenesCompra.cantidadEntera,
    });
  });

  it('refuses a product already in the order', () => {
    const lineas = [linea()];
    expect(agregarLinea(lineas, linea(tornillo, '1', '2'))).toEqual({
      ok: false,
      error: 'Este producto ya está ingresado',
    });
    const added = agregarLinea(lineas, linea(arena, '1', '2'));
    expect(added.ok && added.lineas.map((l) => l.producto.id)).toEqual([1, 2]);
  });

  it('steps quantities by one and never below the minimum', () => {
    expect(pasoCantidad(linea(tornillo, '1'), -1).cantidad).toBe('1');
    expect(pasoCantidad(linea(tornillo, '1'), 1).cantidad).toBe('2');
    expect(pasoCantidad(linea(arena, '0.5'), -1).cantidad).toBe('0.001');
    expect(pasoCantidad(linea(arena, '0.5'), 1).cantidad).toBe('1.500');
  });
});

describe('Siguiente and the credit limit (001 §5, P3-76)', () => {
  it('names each missing field with the spec texts', () => {
    const vacio = borradorVacio('2026-11-02');
    expect(erroresEncabezado(vacio)).toEqual({
      tipo_compra: 'Seleccione un tipo de compra',
      numero_documento: 'Campo requerido',
      proveedor: 'Campo requerido',
      origen: 'Seleccione un origen',
    });
    expect(erroresEncabezado(importacion({ tipo_cambio: null, costo_importacion: '' }))).toEqual({
      tipo_cambio: 'Campo requerido',
      costo_importacion: 'Campo requerido',
    });
    expect(errorSiguiente(vacio)).toBe('Los datos de la orden de compra son incompletos');
    expect(errorSiguiente(importacion({ lineas: [] }))).toBe('La orden de compra no tiene productos');
  });

  it('refuses a credit order above the supplier limit with the exact message', () => {
    const limite =
      'El total de la orden de compra supera el limite de credito del proveedor, el limite de credito es de Q. 400.00';
    const sobre = importacion({ proveedor: { id: 9, nombre: 'Importadora', limite_credito: '400' } });
    expect(errorLimiteCredito(sobre)).toBe(limite);
    expect(errorSiguiente(sobre)).toBe(limite);
    expect(errorLimiteCredito(importacion())).toBeNull();
    // A cash purchase is not checked against the limit.
    expect(errorLimiteCredito({ ...sobre, tipo_compra: 2 })).toBeNull();
  });
});

describe('the payment step (P3-49)', () => {
  it('computes the due date and period of each plan', () => {
    const fecha = '2026-11-02';
    expect(planDePago({ fecha, plazo_pago: 'inmediato', fecha_limite: null })).toEqual({
      fecha_limite: fecha,
      periodo_pago: null,
    });
    expect(planDePago({ fecha, plazo_pago: '30', fecha_limite: null })).toEqual({
      fecha_limite: '2026-12-02',
      periodo_pago: null,
    });
    expect(planDePago({ fecha, plazo_pago: 'personalizado', fecha_limite: '2026-11-11' })).toEqual({
      fecha_limite: '2026-11-11',
      periodo_pago: 10,
    });
  });

  it('sends the order body with the plan of a credit order and the bank of a cash one', () => {
    const credito = cuerpoOrden(importacion({ plazo_pago: 'personalizado', fecha_limite: '2026-11-11' }), 4);
    expect(credito).toMatchObject({
      tipo_compra: 1,
      proveedor: 9,
      sucursal_destino: 4,
      origen: 1,
      tipo_cambio: '7.75',
      costo_importacion: '10',
      plazo_pago: 'personalizado',
      fecha_limite: '2026-11-11',
      periodo_pago: 10,
      total: '401.10',
      detalles: [
        { producto: 1, cantidad: '3', costo: '12.35' },
        { producto: 2, cantidad: '2.5', costo: '4.00' },
      ],
    });
    const contado = cuerpoOrden(importacion({ tipo_compra: 2, origen: 2, banco: ' BI 123 ' }), 4);
    expect(contado).toMatchObject({ banco: 'BI 123' });
    expect(contado).not.toHaveProperty('plazo_pago');
    expect(contado).not.toHaveProperty('tipo_cambio');
  });
});
