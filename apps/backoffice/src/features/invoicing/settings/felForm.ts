import { MENSAJES } from '@pos/shared';
import {
  CREDENCIALES_INFILE,
  FRASES_EMISOR,
  type AfiliacionIva,
  type Certificador,
  type ConfiguracionFel,
  type ConfiguracionFelInput,
  type CredencialInfile,
  type documentosFel,
} from '@pos/shared/domains/invoicing/settings';

const M = MENSAJES.felConfiguracion;

export interface FraseValues {
  tipo_frase: number | null;
  codigo_escenario: number | null;
  numero_resolucion: string;
  /** YYYY-MM-DD or null; the date picker works on dayjs and the form keeps the text. */
  fecha_resolucion: string | null;
}

export interface EstablecimientoValues {
  sucursal: number;
  nombre: string;
  codigo_establecimiento: number | null;
}

export interface FelFormValues {
  nit_emisor: string;
  nombre_emisor: string;
  nombre_comercial: string;
  afiliacion_iva: AfiliacionIva;
  correo_copia: string;
  frases: FraseValues[];
  certificador: Certificador;
  /** New values only: blank keeps the stored credential (its mask shows as the placeholder). */
  credenciales: Record<CredencialInfile, string>;
  establecimientos: EstablecimientoValues[];
}

/** ISR "pago directo" (1/3) names SAT's resolution and its date (FEL.md §3.4). */
export const llevaResolucion = (frase: Pick<FraseValues, 'tipo_frase' | 'codigo_escenario'> | undefined) =>
  frase?.tipo_frase === 1 && frase.codigo_escenario === 3;

export const escenariosDe = (tipo: number | null | undefined) =>
  FRASES_EMISOR.find((t) => t.tipo === tipo)?.escenarios ?? [];

const fraseVacia = (tipo: number | null = null): FraseValues => ({
  tipo_frase: tipo,
  codigo_escenario: null,
  numero_resolucion: '',
  fecha_resolucion: null,
});
export const nuevaFrase = () => fraseVacia();

export function valoresFel(c: ConfiguracionFel): FelFormValues {
  return {
    nit_emisor: c.nit_emisor,
    nombre_emisor: c.nombre_emisor,
    nombre_comercial: c.nombre_comercial,
    afiliacion_iva: c.afiliacion_iva,
    correo_copia: c.correo_copia.split(';').filter(Boolean).join('; '),
    // Before the first save, the ISR phrase every general-regime issuer needs is already there to complete.
    frases: c.configurada
      ? c.frases.map((f) => ({
          tipo_frase: f.tipo_frase,
          codigo_escenario: f.codigo_escenario,
          numero_resolucion: f.numero_resolucion ?? '',
          fecha_resolucion: f.fecha_resolucion,
        }))
      : [fraseVacia(1)],
    certificador: c.certificador,
    credenciales: Object.fromEntries(CREDENCIALES_INFILE.map((k) => [k, ''])) as Record<CredencialInfile, string>,
    establecimientos: c.establecimientos.map((e) => ({
      sucursal: e.sucursal.id,
      nombre: e.sucursal.nombre,
      codigo_establecimiento: e.codigo_establecimiento,
    })),
  };
}

/**
 * The body of `PUT configuracion_fel`: credentials only when typed (null keeps the stored one) and
 * only for Infile; every branch with its code, in the table's order (field errors name the index).
 */
export function cuerpoFel(values: FelFormValues): ConfiguracionFelInput {
  const infile = values.certificador === 'infile';
  return {
    nit_emisor: values.nit_emisor,
    nombre_emisor: values.nombre_emisor,
    nombre_comercial: values.nombre_comercial,
    afiliacion_iva: values.afiliacion_iva,
    correo_copia: values.correo_copia,
    frases: values.frases.map((f) => {
      const resolucion = llevaResolucion(f);
      return {
        tipo_frase: f.tipo_frase as number,
        codigo_escenario: f.codigo_escenario as number,
        numero_resolucion: resolucion ? f.numero_resolucion.trim() || null : null,
        fecha_resolucion: resolucion ? f.fecha_resolucion : null,
      };
    }),
    certificador: values.certificador,
    credenciales: Object.fromEntries(
      CREDENCIALES_INFILE.map((k) => [k, infile ? values.credenciales[k]?.trim() || null : null]),
    ) as Record<CredencialInfile, string | null>,
    establecimientos: values.establecimientos.map((e) => ({
      sucursal: e.sucursal,
      codigo_establecimiento: e.codigo_establecimiento ?? null,
    })),
  };
}

/** The phrase list against the affiliation (RCP318/321), with the server's messages; undefined when fine. */
export function problemaDeFrases(
  afiliacion: AfiliacionIva | undefined,
  frases: readonly Pick<FraseValues, 'tipo_frase'>[] = [],
): string | undefined {
  const tipos = new Set(frases.map((f) => f.tipo_frase));
  if (afiliacion === 'PEQ' && !tipos.has(3)) return M.pequenoSinFrase3;
  if (afiliacion === 'GEN' && tipos.has(3)) return M.generalConFrase3;
  if (afiliacion === 'GEN' && !tipos.has(1)) return M.generalSinFraseIsr;
  return undefined;
}

/** "Factura: FACT · Crédito: FCAM" */
export function textoDocumentos(documentos: ReturnType<typeof documentosFel>): string {
  return `Factura: ${documentos.factura} · Crédito: ${documentos.credito}`;
}
