import { describe, expect, it } from 'vitest';
import {
  aplicarPreciosSucursal,
  listadoPrecios,
  nombresDePrecios,
  porcentajeDesdePrecio,
  precioDesdePorcentaje,
  sincronizarPrecios,
  type PreciosEntrada,
  type PreciosNiveles,
} from '../../src/domains/catalog/pricing';

describe('precioDesdePorcentaje: precio × porcentaje / 100, rounded to the company decimals', () => {
  it.each<[string | number | null, string | number | null, 2 | 3, string]>([
    ['100', '90', 2, '90.00'],
    ['10', '33.33', 2, '3.33'],
    ['10', '33.35', 2, '3.34'], // 3.335 rounds half-up
    ['10', '33.335', 3, '3.334'], // 3.3335 → 3.334 with 3 decimals
    ['12.50', '150', 2, '18.75'], // percentages above 100 are allowed (P3-12)
    ['0', '80', 2, '0.00'],
    [null, '80', 2, '0.00'], // a missing price is 0
    ['25', null, 3, '0.000'],
    ['0.1', '0.1', 2, '0.00'],
    ['9999999999.99', '100', 2, '9999999999.99'],
  ])('%s × %s%% → %s (%i decimals)', (precio, porcentaje, decimales, esperado) => {
    expect(precioDesdePorcentaje(precio, porcentaje, decimales)).toBe(esperado);
  });
});

describe('porcentajeDesdePrecio: 100 × precioN / precio', () => {
  it.each<[string | null, string | null, string]>([
    ['100', '90', '90.00'],
    ['9', '7', '77.78'],
    ['3', '1', '33.33'],
    ['10', '25', '250.00'],
    ['0', '5', '0.00'], // no base price: 0, never a division by zero
    [null, '5', '0.00'],
    ['10', null, '0.00'],
    ['0.10', '0.30', '300.00'],
  ])('%s and %s → %s %%', (precio, precioNivel, esperado) => {
    expect(porcentajeDesdePrecio(precio, precioNivel)).toBe(esperado);
  });
});

describe('sincronizarPrecios', () => {
  const cases: {
    nombre: string;
    entrada: PreciosEntrada;
    porcentaje: boolean;
    decimales: 2 | 3;
    esperado: Partial<PreciosNiveles>;
  }[] = [
    {
      nombre: 'prices rule when conf_precios_porcentaje is off',
      entrada: {
        precio: '20',
        precio2: '18',
        precio3: '15.5',
        precio4: '',
        precio5: null,
        porcent_precio2: '1',
        porcent_precio3: '999',
      },
      porcentaje: false,
      decimales: 2,
      esperado: {
        precio: '20.00',
        precio2: '18.00',
        precio3: '15.50',
        precio4: '0.00',
        precio5: '0.00',
        porcent_precio2: '90.00',
        porcent_precio3: '77.50',
        porcent_precio4: '0.00',
        porcent_precio5: '0.00',
      },
    },
    {
      nombre: 'percentages rule when conf_precios_porcentaje is on',
      entrada: {
        precio: '20',
        precio2: '1',
        porcent_precio2: '90',
        porcent_precio3: '77.5',
        porcent_precio4: '120',
        porcent_precio5: undefined,
      },
      porcentaje: true,
      decimales: 2,
      esperado: {
        precio: '20.00',
        precio2: '18.00',
        precio3: '15.50',
        precio4: '24.00',
        precio5: '0.00',
        porcent_precio2: '90.00',
        porcent_precio3: '77.50',
        porcent_precio4: '120.00',
        porcent_precio5: '0.00',
      },
    },
    {
      nombre: '3-decimal currency',
      entrada: { precio: '1.2345', porcent_precio2: '33.33' },
      porcentaje: true,
      decimales: 3,
      esperado: { precio: '1.235', precio2: '0.412', porcent_precio2: '33.33' },
    },
    {
      nombre: 'no base price: every percentage is 0',
      entrada: { precio2: '5', precio3: '7' },
      porcentaje: false,
      decimales: 2,
      esperado: { precio: '0.00', precio2: '5.00', precio3: '7.00', porcent_precio2: '0.00', porcent_precio3: '0.00' },
    },
    {
      nombre: 'empty input',
      entrada: {},
      porcentaje: true,
      decimales: 2,
      esperado: { precio: '0.00', precio2: '0.00', precio5: '0.00', porcent_precio5: '0.00' },
    },
  ];
  it.each(cases)('$nombre', ({ entrada, porcentaje, decimales, esperado }) => {
    expect(sincronizarPrecios(entrada, { porcentaje, decimales })).toMatchObject(esperado);
  });

  it('is stable: syncing its own output again changes nothing', () => {
    for (const porcentaje of [true, false]) {
      const once = sincronizarPrecios(
        { precio: '17.35', precio2: '11.11', porcent_precio3: '42.42', precio4: '3' },
        { porcentaje, decimales: 2 },
      );
      expect(sincronizarPrecios(once, { porcentaje, decimales: 2 })).toEqual(once);
    }
  });
});

describe('price names and listado_precios', () => {
  it('fills missing names with the defaults', () => {
    expect(nombresDePrecios(null)).toEqual(['Precio', 'Precio 2', 'Precio 3', 'Precio 4', 'Precio 5']);
    expect(nombresDePrecios(['Público', '', '  ', 'Mayoreo'])).toEqual([
      'Público',
      'Precio 2',
      'Precio 3',
      'Mayoreo',
      'Precio 5',
    ]);
  });

  it('lists the five tiers with their names', () => {
    const precios = { precio: '10.00', precio2: '9.00', precio3: '8.00', precio4: '7.00', precio5: '6.00' };
    expect(listadoPrecios(precios, ['A', 'B', 'C', 'D', 'E'])).toEqual([
      { id: 1, nombre: 'A', precio: '10.00' },
      { id: 2, nombre: 'B', precio: '9.00' },
      { id: 3, nombre: 'C', precio: '8.00' },
      { id: 4, nombre: 'D', precio: '7.00' },
      { id: 5, nombre: 'E', precio: '6.00' },
    ]);
  });
});

describe('aplicarPreciosSucursal: a branch overrides any tier, null falls back', () => {
  const base = { precio: '10.00', precio2: '9.00', precio3: '8.00', precio4: '7.00', precio5: '6.00' };
  it.each([
    [null, base],
    [{}, base],
    [
      { precio: '11.00', precio2: null, precio5: '0.00' },
      { ...base, precio: '11.00', precio5: '0.00' },
    ],
    [
      { precio3: '7.50', precio4: undefined },
      { ...base, precio3: '7.50' },
    ],
  ])('%j', (sucursal, esperado) => {
    expect(aplicarPreciosSucursal(base, sucursal)).toEqual(esperado);
  });
});
