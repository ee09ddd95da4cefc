import { describe, expect, it } from 'vitest';
import { nombreContribuyente } from '../../src/domains/invoicing/invoicing';

describe('a taxpayer name as SAT writes it (FEL.md §10.7)', () => {
  it.each([
    ['PEREZ,LOPEZ,,JUAN,CARLOS', 'JUAN CARLOS PEREZ LOPEZ'],
    ['GARCIA,MENDEZ,RAMIREZ,ANA,LUCIA', 'ANA LUCIA GARCIA MENDEZ DE RAMIREZ'],
    ['GARCIA,,DE RAMIREZ,ANA,', 'ANA GARCIA DE RAMIREZ'],
    ['FERRETERIA EL SOL, SOCIEDAD ANONIMA', 'FERRETERIA EL SOL, SOCIEDAD ANONIMA'],
    ['  Marta López ', 'Marta López'],
  ])('%s → %s', (sat, impreso) => expect(nombreContribuyente(sat)).toBe(impreso));
});
