import { describe, expect, it } from 'vitest';
import { MENSAJES } from '@pos/shared';
import type { OrdenCompra } from '@pos/shared/domains/purchasing';
import {
  detallesRecepcion,
  estadoRecepcion,
  lineasIniciales,
} from '../../src/features/purchasing/receptions/receptionLines';
import { accionesDisponibles } from '../../src/features/purchasing/orders/orderActions';

type Detalle = OrdenCompra['detalles'][number];

const detalle = (id: number, cantidad: string, recibida: string): Detalle => ({
  id,
  producto: { id, codigo: `P-${id}`, nombre: `Producto ${id}` },
  cantidad,
  costo: '1.00',
  costo_unitario: '1.0000',
  subtotal: '1.00',
  cantidad_recibida: recibida,
  cantidad_faltante: (Number(cantidad) - Number(recibida)).toFixed(3),
});

describe('purchase reception lines (P3-73)', () => {
  const detalles = [detalle(1, '10.000', '4.000'), detalle(2, '2.500', '0.000'), detalle(3, '5.000', '5.000')];

  it('starts each pending line with everything missing and skips received ones', () => {
    const lineas = lineasIniciales(detalles);
    expect(lineas[1]).toEqual({ a_recibir: '6', nota: '' });
    expect(lineas[2]).toEqual({ a_recibir: '2.500', nota: '' });
    const estado = estadoRecepcion(detalles, lineas);
    expect(estado.pendientes.map((d) => d.id)).toEqual([1, 2]);
    expect(estado.puedeGuardar).toBe(true);
  });

  it('flags a short line and blocks saving until it has a note', () => {
    const lineas = { ...lineasIniciales(detalles), 1: { a_recibir: '4', nota: '' } };
    expect(estadoRecepcion(detalles, lineas)).toMatchObject({ puedeGuardar: false });
    expect(estadoRecepcion(detalles, lineas).sinNota.map((d) => d.id)).toEqual([1]);
    const conNota = { ...lineas, 1: { a_recibir: '4', nota: 'Dos cajas dañadas' } };
    expect(estadoRecepcion(detalles, conNota).puedeGuardar).toBe(true);
    expect(detallesRecepcion(estadoRecepcion(detalles, conNota).pendientes, conNota)).toEqual([
      { id: 1, a_recibir: '4', nota: 'Dos cajas dañadas' },
      { id: 2, a_recibir: '2.500', nota: '' },
    ]);
  });

  it('refuses more than what is missing with the server message', () => {
    const lineas = { ...lineasIniciales(detalles), 1: { a_recibir: '7', nota: '' } };
    const estado = estadoRecepcion(detalles, lineas);
    expect(estado.invalidas.map((d) => d.id)).toEqual([1]);
    expect(estado.puedeGuardar).toBe(false);
    expect(MENSAJES.ordenesCompra.cantidadRecibirInvalida('6.000')).toContain('6.000');
  });

  it('reads an empty quantity as 0, which needs a note', () => {
    const lineas = { ...lineasIniciales(detalles), 2: { a_recibir: null, nota: '' } };
    expect(estadoRecepcion(detalles, lineas).sinNota.map((d) => d.id)).toEqual([2]);
  });
});

describe('purchase order lifecycle actions (P3-71)', () => {
  const orden = (cambios: Partial<OrdenCompra>) => ({
    anulada: false,
    finalizada: false,
    entrega_completada: false,
    pago_finalizado: false,
    detalles: [detalle(1, '2.000', '0.000')],
    ...cambios,
  });
  const acciones = (cambios: Partial<OrdenCompra>) => accionesDisponibles(orden(cambios)).map((a) => a.accion);

  it('offers the marks, finalizar only with both, and annulment only before receptions and payment', () => {
    expect(acciones({})).toEqual(['marcar_entrega_completada', 'marcar_pago_fianlizado', 'anular']);
    expect(acciones({ detalles: [detalle(1, '2.000', '1.000')] })).toEqual([
      'marcar_entrega_completada',
      'marcar_pago_fianlizado',
    ]);
    expect(acciones({ entrega_completada: true, pago_finalizado: true })).toEqual([
      'revertir_marcar_pago_finalizdo',
      'finalizar',
    ]);
    expect(acciones({ anulada: true })).toEqual([]);
    expect(acciones({ finalizada: true })).toEqual([]);
  });
});
