/**
 * The sandbox's stand-in for SAT's RTU and RENAP: the taxpayers and people its NIT and CUI
 * lookups know. NITs are real check-digit-valid numbers from FEL.md §7 and §11; names of
 * individuals come in SAT's comma format (apellido1,apellido2,apellido_casada,nombre1,nombre2),
 * as FEL.md §10.7 reports Infile returns them. CUIs are FEL.md §12's synthetic valid numbers.
 */

export const CONTRIBUYENTES_SANDBOX: Readonly<Record<string, string>> = {
  CF: 'CONSUMIDOR FINAL',
  '12521337': 'INFILE, SOCIEDAD ANONIMA',
  '16693949': 'SUPERINTENDENCIA DE ADMINISTRACION TRIBUTARIA',
  '12345679': 'EMPRESA DEMO, SOCIEDAD ANONIMA',
  '50510231': 'MEGAPRINT, SOCIEDAD ANONIMA',
  '576937K': 'PEREZ,LOPEZ,,JUAN,CARLOS',
  '39525503': 'GARCIA,MORALES,,ANA,LUCIA',
};

export const PERSONAS_SANDBOX: Readonly<Record<string, { nombre: string; fallecido: boolean }>> = {
  '1234567890101': { nombre: 'JUAN CARLOS PEREZ LOPEZ', fallecido: false },
  '1234567890514': { nombre: 'ANA LUCIA GARCIA MORALES', fallecido: false },
  '1234567891333': { nombre: 'PEDRO PABLO RAMIREZ SOTO', fallecido: true },
};
