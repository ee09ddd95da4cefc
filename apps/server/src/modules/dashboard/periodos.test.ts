import { describe, expect, it } from 'vitest';
import { periodosDashboard } from './periodos';

describe('periodosDashboard', () => {
  it.each([
    // hoy, lunes de la semana, inicio del mes
    ['2026-03-18', '2026-03-16', '2026-03-01'], // miércoles
    ['2026-03-16', '2026-03-16', '2026-03-01'], // lunes
    ['2026-03-22', '2026-03-16', '2026-03-01'], // domingo
    ['2026-03-01', '2026-02-23', '2026-03-01'], // la semana empezó el mes anterior
    ['2028-01-01', '2027-12-27', '2028-01-01'], // y el año anterior
  ])('%s: semana desde %s, mes desde %s', (hoy, lunes, primero) => {
    const p = periodosDashboard(hoy);
    expect(p.hoy).toEqual({ desde: hoy, hasta: hoy });
    expect(p.semana).toEqual({ desde: lunes, hasta: hoy });
    expect(p.mes).toEqual({ desde: primero, hasta: hoy });
  });
});
