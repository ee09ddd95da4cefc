import { describe, expect, it } from 'vitest';
import {
  diasHastaVencimiento,
  ivaDelTotal,
  limitarPago,
  opcionesRedondeo,
  revisarCobro,
  revisarVencimiento,
  revisarVenta,
  vencimientoPorDias,
  type OpcionesCobro,
  type OpcionesVenta,
  type ProductoVendible,
} from '../../src/domains/sales/rules/index';
import type { PagosVentaInput, VentaInput } from '../../src/domains/sales/sales.api';
import { MENSAJES } from '../../src/messages';

const M = MENSAJES.ventas;
const OPTS: OpcionesCobro = { decimales: 2, redondeoTotal: false, ventasAlCredito: true };

const efe = (monto: string) => ({ monto });

describe('revisarCobro: full payment (100)', () => {
  it.each<[string, string, PagosVentaInput, string | null, string, string]>([
    // case, total, payments, error, vuelto, monto_efectivo
    ['exact cash', '100.00', { efectivo: efe('100') }, null, '0.00', '100.00'],
    ['cash with change', '87.35', { efectivo: efe('100') }, null, '12.65', '87.35'],
    [
      'card + cash change comes only from cash',
      '50.00',
      { tarjeta: efe('30'), efectivo: efe('50') },
      null,
      '30.00',
      '20.00',
    ],
    ['short', '100.00', { efectivo: efe('99.99') }, M.debeCancelarTotal, '', ''],
    ['nothing paid', '10.00', {}, M.debeCancelarTotal, '', ''],
    ['card above the total', '50.00', { tarjeta: efe('50.01') }, M.pagoMayorAlPendiente('tarjeta'), '', ''],
    [
      'cheque above what card left',
      '50.00',
      { tarjeta: efe('40'), cheque: efe('10.01') },
      M.pagoMayorAlPendiente('cheque'),
      '',
      '',
    ],
    [
      'mixed exact',
      '112.00',
      { tarjeta: efe('50'), deposito: efe('20'), transferencia: efe('30'), retencion_iva: '12' },
      null,
      '0.00',
      '0.00',
    ],
    ['negative cash', '10.00', { efectivo: efe('-1'), tarjeta: efe('10') }, M.pagoNegativo, '', ''],
    ['three decimals in a 2-decimal company', '10.00', { efectivo: efe('10.005') }, MENSAJES.campos.money, '', ''],
    ['text amount', '10.00', { efectivo: efe('diez') }, MENSAJES.campos.money, '', ''],
    ['grouped amount is read', '1500.00', { efectivo: efe('1,500.00') }, null, '0.00', '1500.00'],
    [
      'retención above the IVA',
      '112.00',
      { retencion_iva: '12.01', efectivo: efe('100') },
      M.ivaMayorAlImpuesto,
      '',
      '',
    ],
    [
      'retención + exención above the IVA',
      '112.00',
      { retencion_iva: '6', exencion_iva: '6.01', efectivo: efe('100') },
      M.ivaMayorAlImpuesto,
      '',
      '',
    ],
    ['empty sale', '0.00', { efectivo: efe('1') }, M.sinProductos, '', ''],
    [
      'an amount beyond the column',
      '10.00',
      { efectivo: efe('10000000000') },
      MENSAJES.campos.maxValue('10000000000'),
      '',
      '',
    ],
    ['a Q 200 bill for a Q 10 sale', '10.00', { efectivo: efe('200') }, null, '190.00', '10.00'],
    ['cash up to 10,000 whatever the total', '10.00', { efectivo: efe('10000') }, null, '9990.00', '10.00'],
    [
      'cash above 10,000 for a small sale',
      '10.00',
      { efectivo: efe('10000.01') },
      M.efectivoExcesivo('10,000.00'),
      '',
      '',
    ],
    ['absurd cash for a small sale', '10.00', { efectivo: efe('9999999999') }, M.efectivoExcesivo('10,000.00'), '', ''],
    ['ten times a large total', '5000.00', { efectivo: efe('50000') }, null, '45000.00', '5000.00'],
    [
      'above ten times a large total',
      '5000.00',
      { efectivo: efe('50000.01') },
      M.efectivoExcesivo('50,000.00'),
      '',
      '',
    ],
  ])('%s', (_caso, total, pagos, error, vuelto, efectivo) => {
    const r = revisarCobro({ total, pagos, tipo_pago: 100 }, OPTS);
    if (error) {
      expect(r.ok ? r : { ok: r.ok, error: r.error }).toEqual({ ok: false, error });
    } else {
      expect(r.ok && [r.resumen.vuelto_efectivo, r.resumen.monto_efectivo, r.resumen.saldo]).toEqual([
        vuelto,
        efectivo,
        '0.00',
      ]);
    }
  });

  it('lists the amounts kept per form, cash net of change, with descriptions', () => {
    const r = revisarCobro(
      {
        total: '80',
        pagos: { efectivo: efe('50'), tarjeta: { monto: '40', descripcion: 'Visa 1234' } },
        tipo_pago: 100,
      },
      OPTS,
    );
    expect(r.ok && r.resumen.por_forma).toEqual([
      { forma_pago: 'EFE', monto: '40.00', descripcion: '' },
      { forma_pago: 'TAR', monto: '40.00', descripcion: 'Visa 1234' },
    ]);
  });

  it('keeps the IVA exemption out of the payments: an amount of the sale, no payment code (P3-04)', () => {
    const r = revisarCobro({ total: '112', pagos: { efectivo: efe('100'), exencion_iva: '12' }, tipo_pago: 100 }, OPTS);
    expect(r.ok && r.resumen.por_forma).toEqual([{ forma_pago: 'EFE', monto: '100.00', descripcion: '' }]);
    expect(r.ok && [r.resumen.exencion_iva, r.resumen.pagado, r.resumen.monto_efectivo, r.resumen.saldo]).toEqual([
      '12.00',
      '112.00',
      '100.00',
      '0.00',
    ]);
  });

  it('the cash cap refusal carries its machine code; other refusals carry none', () => {
    expect(revisarCobro({ total: '10', pagos: { efectivo: efe('10000.01') }, tipo_pago: 100 }, OPTS)).toEqual({
      ok: false,
      error: M.efectivoExcesivo('10,000.00'),
      codigo: 'CASH_ABOVE_LIMIT',
    });
    expect(revisarCobro({ total: '10', pagos: { efectivo: efe('9') }, tipo_pago: 100 }, OPTS)).toEqual({
      ok: false,
      error: M.debeCancelarTotal,
    });
  });

  it('a sale with no exemption reports 0 of it', () => {
    const r = revisarCobro({ total: '10', pagos: { efectivo: efe('10') }, tipo_pago: 100 }, OPTS);
    expect(r.ok && r.resumen.exencion_iva).toBe('0.00');
  });

  it('3-decimal companies read and round to 3 decimals (P3-02)', () => {
    const r = revisarCobro(
      { total: '10.125', pagos: { efectivo: efe('10.130') }, tipo_pago: 100 },
      { ...OPTS, decimales: 3 },
    );
    expect(r.ok && [r.resumen.total, r.resumen.vuelto_efectivo]).toEqual(['10.125', '0.005']);
  });
});

describe('revisarCobro: advance / credit (200, P3-86)', () => {
  it.each<[string, PagosVentaInput, boolean, string | null, string]>([
    ['advance below the total', { efectivo: efe('40') }, true, null, '60.00'],
    ['no advance at all', {}, true, null, '100.00'],
    ['advance equal to the total', { efectivo: efe('100') }, true, M.anticipoMenorAlTotal, ''],
    ['advance above the total', { efectivo: efe('150') }, true, M.anticipoMenorAlTotal, ''],
    ['credit sales off', { efectivo: efe('10') }, false, M.creditoNoHabilitado, ''],
  ])('%s', (_caso, pagos, credito, error, saldo) => {
    const r = revisarCobro({ total: '100', pagos, tipo_pago: 200 }, { ...OPTS, ventasAlCredito: credito });
    if (error) expect(r).toEqual({ ok: false, error });
    else expect(r.ok && [r.resumen.saldo, r.resumen.vuelto_efectivo]).toEqual([saldo, '0.00']);
  });
});

describe('0.05 rounding (conf_venta_redondeo_total)', () => {
  it.each<[string, boolean, boolean, string, string]>([
    ['10.02', true, true, '10.05', '10.00'],
    ['10.05', true, false, '10.05', '10.05'],
    ['10.07', false, false, '10.07', '10.07'],
    ['0.01', true, true, '0.05', '0.00'],
  ])('%s (setting %s) → choice %s, arriba %s, abajo %s', (total, setting, requiere, arriba, abajo) => {
    expect(opcionesRedondeo(total, setting, 2)).toEqual({ requiereEleccion: requiere, arriba, abajo });
  });

  it.each<[string, 'arriba' | 'abajo' | null, string | null, string, string]>([
    // total, choice, error, adjusted total, ajuste
    ['10.02', null, M.seleccioneRedondeo, '', ''],
    ['10.02', 'arriba', null, '10.05', '0.03'],
    ['10.02', 'abajo', null, '10.00', '-0.02'],
    ['10.05', null, null, '10.05', '0.00'],
  ])('%s with %s', (total, redondeo, error, ajustado, ajuste) => {
    const r = revisarCobro(
      { total, pagos: { efectivo: efe('20') }, tipo_pago: 100, redondeo },
      { ...OPTS, redondeoTotal: true },
    );
    if (error) expect(r).toEqual({ ok: false, error });
    else expect(r.ok && [r.resumen.total, r.resumen.ajuste_redondeo]).toEqual([ajustado, ajuste]);
  });
});

describe('limitarPago: what a slot accepts as the cashier types (P3-19)', () => {
  it.each<[string, PagosVentaInput, Parameters<typeof limitarPago>[1], string, string | null]>([
    ['cash is never capped', {}, 'efectivo', '500', '500.00'],
    ['card capped at the total', {}, 'tarjeta', '150', '112.00'],
    ['card capped at what other slots left', { cheque: efe('100') }, 'tarjeta', '50', '12.00'],
    ['cash does not reduce the card cap', { efectivo: efe('100') }, 'tarjeta', '112', '112.00'],
    ['negative becomes 0', {}, 'deposito', '-5', '0.00'],
    ['negative cash becomes 0', {}, 'efectivo', '-5', '0.00'],
    ['retención capped at the IVA', {}, 'retencion_iva', '50', '12.00'],
    ['exención capped at the IVA left by retención', { retencion_iva: '10' }, 'exencion_iva', '5', '2.00'],
    ['not a number', {}, 'cheque', 'abc', null],
  ])('%s', (_caso, pagos, ranura, texto, esperado) => {
    expect(limitarPago(pagos, ranura, texto, '112.00', 2)).toBe(esperado);
  });

  it.each<[string, string]>([
    ['112.00', '12.00'],
    ['100.00', '10.71'],
    ['0.00', '0.00'],
  ])('IVA of %s is %s', (total, iva) => {
    expect(ivaDelTotal(total, 2)).toBe(iva);
  });
});

describe('due date: days from today or a chosen date ≥ today', () => {
  it.each<[string, number, string]>([
    ['2026-01-30', 0, '2026-01-30'],
    ['2026-01-30', 2, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 30, '2027-01-30'],
  ])('%s + %i days → %s', (hoy, dias, fecha) => {
    expect(vencimientoPorDias(hoy, dias)).toBe(fecha);
    expect(diasHastaVencimiento(hoy, fecha)).toBe(dias);
  });

  it.each<[string | null, string | null]>([
    [null, M.fechaVencimientoRequerida],
    ['2026-05-09', M.fechaVencimientoPasada],
    ['2026-05-10', null],
    ['2026-06-01', null],
    ['2026-02-30', MENSAJES.campos.valorInvalido],
  ])('%s → %s', (fecha, error) => {
    expect(revisarVencimiento(fecha, '2026-05-10')).toBe(error);
  });
});

describe('revisarVenta: the server re-check of a whole sale', () => {
  const productos = new Map<string, ProductoVendible>([
    ['1:base', { id: 1, fraccion_id: null, nombre: 'Arroz', tipo_producto: 1, precios: { 1: '10.00', 2: '9.00' } }],
    ['1:5', { id: 1, fraccion_id: 5, nombre: 'Arroz caja', tipo_producto: 1, precios: { 1: '100.00' } }],
    ['2:base', { id: 2, fraccion_id: null, nombre: 'Azúcar', tipo_producto: 1000, precios: { 1: '4.50' } }],
  ]);
  const OPV: OpcionesVenta = {
    decimales: 2,
    permitirDescuento: false,
    precioEditable: false,
    redondeoTotal: false,
    ventasAlCredito: false,
    habilitarNoFactura: false,
    hoy: '2026-05-10',
  };
  const linea = (id: number, extra: Partial<VentaInput['productos'][number]> = {}) => ({
    id,
    fraccion_id: null,
    cantidad: '1',
    modelo_precio: 1,
    precio: '10.00',
    desc_porcentaje: '0',
    ...extra,
  });
  const venta = (extra: Partial<VentaInput> = {}): VentaInput => ({
    productos: [linea(1)],
    cliente: { nit: 'C.F.', nombre: 'Consumidor Final' },
    tipo_documento: 1,
    pagos: { efectivo: efe('1000') },
    tipo_pago: 100,
    tipo_venta: 10000,
    ...extra,
  });

  it.each<[string, Partial<VentaInput>, Partial<OpcionesVenta>, string]>([
    ['no lines', { productos: [] }, {}, M.sinProductos],
    ['16 lines', { productos: Array.from({ length: 16 }, () => linea(1)) }, {}, M.maxProductos],
    ['unknown product', { productos: [linea(3)] }, {}, M.productoNoDisponible],
    ['repeated line', { productos: [linea(1), linea(1)] }, {}, M.productoRepetido('Arroz')],
    ['zero quantity', { productos: [linea(1, { cantidad: '0' })] }, {}, M.cantidadMayorACero],
    [
      'decimal quantity of a unit product',
      { productos: [linea(1, { cantidad: '1.5' })] },
      {},
      M.cantidadDecimales('Arroz'),
    ],
    ['tier that does not exist', { productos: [linea(1, { modelo_precio: 4 })] }, {}, M.productoNoDisponible],
    ['tampered price', { productos: [linea(1, { precio: '1.00' })] }, {}, M.precioNoEditable('Arroz')],
    [
      'negative editable price',
      { productos: [linea(1, { precio: '-1' })] },
      { precioEditable: true },
      M.precioNegativo,
    ],
    ['discount not allowed', { productos: [linea(1, { desc_porcentaje: '5' })] }, {}, M.descuentoNoPermitido],
    [
      'discount above 100',
      { productos: [linea(1, { desc_porcentaje: '101' })] },
      { permitirDescuento: true },
      M.descuentoFueraDeRango,
    ],
    ['credit type with full payment', { tipo_venta: 30000 }, { ventasAlCredito: true }, M.tipoVentaCredito],
    [
      'credit with the setting off',
      { tipo_pago: 200, fecha_vencimiento: '2026-06-01', pagos: {} },
      {},
      M.creditoNoHabilitado,
    ],
    ['credit without due date', { tipo_pago: 200, pagos: {} }, { ventasAlCredito: true }, M.fechaVencimientoRequerida],
    [
      'credit due yesterday',
      { tipo_pago: 200, pagos: {}, fecha_vencimiento: '2026-05-09' },
      { ventasAlCredito: true },
      M.fechaVencimientoPasada,
    ],
    ['manual invoice number not enabled', { no_factura: 'A-1' }, {}, M.noFacturaNoHabilitado],
    ['short payment', { pagos: { efectivo: efe('5') } }, {}, M.debeCancelarTotal],
    [
      'a subtotal beyond the column',
      { productos: [linea(1, { cantidad: '99999', precio: '200000' })] },
      { precioEditable: true },
      MENSAJES.campos.maxValue('10000000000'),
    ],
  ])('%s', (_caso, cambios, opciones, error) => {
    expect(revisarVenta(venta(cambios), productos, { ...OPV, ...opciones })).toEqual({ ok: false, error });
  });

  it.each(['100000', '1000000000', '7401234200113'])(
    'a quantity of %s is above the line ceiling, with its code',
    (cantidad) => {
      expect(revisarVenta(venta({ productos: [linea(1, { cantidad })] }), productos, OPV)).toEqual({
        ok: false,
        error: M.cantidadMaxima,
        codigo: 'QUANTITY_ABOVE_LIMIT',
      });
    },
  );

  it('rebuilds the cart from the stored prices and works out the payments', () => {
    const r = revisarVenta(
      venta({
        productos: [
          linea(1, { modelo_precio: 2, precio: '9.00', cantidad: '3', desc_porcentaje: '10' }),
          { ...linea(1, { fraccion_id: 5, precio: '100.00' }) },
          linea(2, { cantidad: '0.5', precio: '4.50' }),
        ],
        pagos: { efectivo: efe('200') },
      }),
      productos,
      { ...OPV, permitirDescuento: true },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.venta.lineas.map((l) => [l.cantidad, l.precio_final, l.total_importe])).toEqual([
      ['3', '8.10', '24.30'],
      ['1', '100.00', '100.00'],
      ['0.500', '4.50', '2.25'],
    ]);
    expect(r.venta.totales.total).toBe('126.55');
    expect([r.venta.cobro.vuelto_efectivo, r.venta.cobro.monto_efectivo]).toEqual(['73.45', '126.55']);
  });

  it('a credit sale with an advance leaves the rest owed', () => {
    const r = revisarVenta(
      venta({ tipo_venta: 30000, tipo_pago: 200, fecha_vencimiento: '2026-05-10', pagos: { efectivo: efe('4') } }),
      productos,
      { ...OPV, ventasAlCredito: true },
    );
    expect(r.ok && r.venta.cobro.saldo).toBe('6.00');
  });
});
