import { DEPARTAMENTOS, MUNICIPIOS, type Departamento, type Municipio } from './geografia.data';

export { DEPARTAMENTOS, MUNICIPIOS, type Departamento, type Municipio };

const departamentoPorId = new Map(DEPARTAMENTOS.map((d) => [d.id, d]));
const municipioPorId = new Map(MUNICIPIOS.map((m) => [m.id, m]));

export function departamento(id: string | null | undefined): Departamento | undefined {
  return id ? departamentoPorId.get(id) : undefined;
}

export function municipio(id: string | null | undefined): Municipio | undefined {
  return id ? municipioPorId.get(id) : undefined;
}

export function municipiosDe(departamentoId: string): Municipio[] {
  return MUNICIPIOS.filter((m) => m.departamento === departamentoId);
}

/** True when the municipality exists and belongs to the department. */
export function municipioEnDepartamento(municipioId: string, departamentoId: string): boolean {
  return municipio(municipioId)?.departamento === departamentoId;
}
