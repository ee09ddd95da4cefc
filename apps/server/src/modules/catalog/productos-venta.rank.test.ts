import { describe, expect, it } from 'vitest';
import { GRUPOS, rankCandidatos, type CandidatoVenta } from './productos-venta.rank';

const c = (
  id: number,
  grupo: number,
  nombre: string,
  codigo = `C${id}`,
  fraccion_id: number | null = null,
): CandidatoVenta => ({ id, grupo, nombre, codigo, fraccion_id });

describe('rankCandidatos', () => {
  const rows = [
    c(1, GRUPOS.NOMBRE, 'Leche entera'),
    c(2, GRUPOS.NOMBRE, 'aceite ideal'),
    c(3, GRUPOS.CODIGO_BARRAS, 'Zanahoria'),
    c(4, GRUPOS.NOMBRE, 'Azúcar'),
    c(3, GRUPOS.NOMBRE, 'Zanahoria'),
    c(5, GRUPOS.FRACCION, 'Jugo', 'C5', 50),
    c(6, GRUPOS.CODIGO, 'Yogur'),
  ];

  it('keeps each product once, at its best match, exact matches first, then by name', () => {
    const { total, pagina } = rankCandidatos(rows, { campo: 'nombre', descendente: false }, 10, 0);
    expect(total).toBe(6);
    expect(pagina.map((r) => [r.id, r.grupo])).toEqual([
      [6, GRUPOS.CODIGO],
      [3, GRUPOS.CODIGO_BARRAS],
      [5, GRUPOS.FRACCION],
      [2, GRUPOS.NOMBRE],
      [4, GRUPOS.NOMBRE],
      [1, GRUPOS.NOMBRE],
    ]);
    expect(pagina[2]!.fraccion_id).toBe(50);
  });

  it('orders by code or descending, and pages', () => {
    const names = rows.filter((r) => r.grupo === GRUPOS.NOMBRE && r.id !== 3);
    expect(rankCandidatos(names, { campo: 'nombre', descendente: true }, 10, 0).pagina.map((r) => r.id)).toEqual([
      1, 4, 2,
    ]);
    expect(rankCandidatos(names, { campo: 'codigo', descendente: false }, 2, 1)).toEqual({
      total: 3,
      pagina: [names[1], names[2]],
    });
    expect(rankCandidatos(names, { campo: 'nombre', descendente: false }, 2, 4)).toEqual({ total: 3, pagina: [] });
  });

  it('breaks ties by id', () => {
    const ties = [c(9, 4, 'Pan'), c(7, 4, 'pan'), c(8, 4, 'PAN')];
    expect(rankCandidatos(ties, { campo: 'nombre', descendente: false }, 10, 0).pagina.map((r) => r.id)).toEqual([
      7, 8, 9,
    ]);
  });
});
