import { SIN_REGISTRO, formatDateTime } from '@pos/shared';
import { compararCampos, etiquetaCampo } from './fieldLabels';

export interface FilaComparacion {
  campo: string;
  etiqueta: string;
  antes: string;
  despues: string;
  cambio: boolean;
}

type Objeto = Record<string, unknown>;

const esObjeto = (value: unknown): value is Objeto =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** `{id, nombre}`: a reference to another record, shown by its name. */
const esReferencia = (value: Objeto): value is { nombre: string } =>
  typeof value.nombre === 'string' && Object.keys(value).every((k) => k === 'id' || k === 'nombre');
const MARCA_DE_TIEMPO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function iguales(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A value as one readable line: Sí/No, dates in Guatemala, `{nombre}` lists by name. */
function enLinea(value: unknown): string {
  if (value === null || value === undefined || value === '') return SIN_REGISTRO;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'string') return MARCA_DE_TIEMPO.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(ninguno)' : value.map(enLinea).join(', ');
  if (esObjeto(value)) {
    if (esReferencia(value)) return value.nombre;
    // Inside a line, ids and empty values are noise.
    return Object.entries(value)
      .filter(([key, v]) => key !== 'id' && v !== null && v !== '')
      .map(([key, v]) => `${etiquetaCampo(key)}: ${enLinea(v)}`)
      .join(', ');
  }
  return String(value);
}

/** A value for the comparison table: lists of records go one per line. */
export function formatearValor(value: unknown): string {
  if (Array.isArray(value) && value.some((item) => esObjeto(item) && !esReferencia(item))) {
    return value.map((item) => `• ${enLinea(item)}`).join('\n');
  }
  if (esObjeto(value) && !esReferencia(value)) {
    return Object.entries(value)
      .map(([key, v]) => `${etiquetaCampo(key)}: ${enLinea(v)}`)
      .join('\n');
  }
  return enLinea(value);
}

/**
 * Field-by-field comparison of an audit entry's before (`detalle_anterior`) and after
 * (`detalle`) values; a create has no before and a delete no after.
 */
export function compararDetalle(antes: unknown, despues: unknown): FilaComparacion[] {
  if (!esObjeto(antes) && !esObjeto(despues)) {
    return [
      {
        campo: 'valor',
        etiqueta: 'Valor',
        antes: formatearValor(antes),
        despues: formatearValor(despues),
        cambio: !iguales(antes, despues),
      },
    ];
  }
  const a = esObjeto(antes) ? antes : {};
  const d = esObjeto(despues) ? despues : {};
  const campos = [...new Set([...Object.keys(d), ...Object.keys(a)])].sort(compararCampos);
  return campos.map((campo) => ({
    campo,
    etiqueta: etiquetaCampo(campo),
    antes: campo in a ? formatearValor(a[campo]) : SIN_REGISTRO,
    despues: campo in d ? formatearValor(d[campo]) : SIN_REGISTRO,
    cambio: !iguales(a[campo], d[campo]),
  }));
}
