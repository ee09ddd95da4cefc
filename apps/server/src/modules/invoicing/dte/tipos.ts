import type { DecimalInput } from '@pos/shared/money';

/**
 * Input of the DTE builder: what the company's FEL settings and a sale (or return) provide.
 * Field meanings follow FEL.md §3; the builder normalises and checks them (reglas.ts).
 */

/** SAT's IVA affiliations (FEL.md §1), without the legacy EXE. */
export type AfiliacionIva = 'GEN' | 'PEQ' | 'PEE' | 'AGR' | 'AGE';

/** The document types this POS issues (FEL.md §1). */
export type TipoDte = 'FACT' | 'FPEQ' | 'FCAM' | 'FCAP' | 'NCRE';

/**
 * A moment: a Date is written in Guatemala time (`2025-03-15T10:30:00-06:00`); a string must
 * already be in that form and is sent verbatim, so a stored FechaHoraEmision can be reused exactly
 * (the annulment and the credit note must match what SAT registered, FEL.md §4.5 and §8).
 */
export type InstanteDte = Date | string;

export interface DireccionDte {
  /** 1–200 characters. */
  direccion: string;
  /** Digits; FEL.md §3.2: commonly '01001'. */
  codigoPostal: string;
  /** Names, not codes (≤ 100 characters). */
  municipio: string;
  departamento: string;
  /** ISO 3166-1 alpha-2, 'GT'. */
  pais: string;
}

/** A phrase from SAT's catalogue (FEL.md §3.4); configuration per issuer. */
export interface FraseDte {
  tipoFrase: number;
  codigoEscenario: number;
  numeroResolucion?: string;
  /** YYYY-MM-DD. */
  fechaResolucion?: string;
}

export interface EmisorDte {
  /** With or without hyphen; sent normalised (uppercase K, no leading zeros). */
  nit: string;
  /** As registered in the RTU. */
  nombre: string;
  nombreComercial: string;
  afiliacionIva: AfiliacionIva;
  /** SAT's establishment number of the branch, 1–9999. */
  codigoEstablecimiento: number;
  correo?: string;
  direccion: DireccionDte;
  frases: FraseDte[];
}

/** Receiver: CF, a NIT (name from the NIT lookup), a 13-digit CUI (sent with TipoEspecial="CUI") or a foreign id. */
export type ReceptorDte =
  | { tipo: 'CF'; /** default 'CONSUMIDOR FINAL' */ nombre?: string; correo?: string; direccion?: DireccionDte }
  | { tipo: 'NIT'; nit: string; nombre: string; correo?: string; direccion?: DireccionDte }
  | { tipo: 'CUI'; cui: string; nombre: string; correo?: string; direccion?: DireccionDte }
  /** A foreign document, 3–18 characters [A-Z0-9], sent with TipoEspecial="EXT" (FEL.md §3.3). */
  | { tipo: 'EXT'; id: string; nombre: string; correo?: string; direccion?: DireccionDte };

export interface LineaDte {
  /** 'B' goods, 'S' service. */
  bienOServicio: 'B' | 'S';
  /** > 0, up to 10 decimals (3-decimal weighed quantities are fine). */
  cantidad: DecimalInput;
  /** 1–3 characters, e.g. 'UNI', 'LB'; optional in the schema. */
  unidadMedida?: string;
  descripcion: string;
  /** IVA included; up to 10 decimals. */
  precioUnitario: DecimalInput;
  /** Discount on the whole line (not per unit), IVA included; rounded to cents; default 0. */
  descuento?: DecimalInput;
  /** NumeroLinea; defaults to the position (1-based). A credit note keeps the origin's line number. */
  numeroLinea?: number;
}

/** One instalment of an exchange invoice (FCAM/FCAP, FEL.md §4.3). */
export interface AbonoDte {
  /** YYYY-MM-DD (or a Date, taken in Guatemala time). */
  fechaVencimiento: string | Date;
  monto: DecimalInput;
}

/** The origin of a credit note (FEL.md §4.5), from its certification. */
export interface ReferenciaNotaDte {
  /** The origin's UUID (NumeroAutorizacion); upper-cased. */
  uuid: string;
  serie: string;
  numero: string;
  /** The origin's FechaHoraEmision as sent; only its date is used. A 'YYYY-MM-DD' string is accepted too. */
  fechaEmision: InstanteDte;
  /** MotivoAjuste, 1–200 characters. */
  motivo: string;
}

interface DteBase {
  emisor: EmisorDte;
  receptor: ReceptorDte;
  lineas: LineaDte[];
  fechaHoraEmision: InstanteDte;
}

export type DteEntrada =
  | (DteBase & { tipo: 'FACT' | 'FPEQ' })
  | (DteBase & { tipo: 'FCAM' | 'FCAP'; abonos: AbonoDte[] })
  | (DteBase & { tipo: 'NCRE'; referencia: ReferenciaNotaDte });

/** Amounts of one Item exactly as written in the XML (FEL.md §5–§6). IVA fields are null without IVA. */
export interface MontosLineaDte {
  numeroLinea: number;
  cantidad: string;
  precioUnitario: string;
  precio: string;
  descuento: string;
  montoGravable: string | null;
  montoImpuesto: string | null;
  total: string;
}

export interface MontosDte {
  lineas: MontosLineaDte[];
  /** TotalMontoImpuesto of IVA = Σ line MontoImpuesto; null for FPEQ/FCAP (no IVA). */
  totalIva: string | null;
  granTotal: string;
}

export interface DteConstruido {
  /** The unsigned GTDocumento, UTF-8 text, for the unified Infile call (FEL.md §10.2). */
  xml: string;
  /** The FechaHoraEmision written; persist it, NCRE and annulment must repeat it. */
  fechaHoraEmision: string;
  /** The receiver id written (CF, NIT, CUI or foreign id); the annulment needs it (FEL.md §8). */
  idReceptor: string;
  montos: MontosDte;
}

export interface AnulacionEntrada {
  nitEmisor: string;
  /** UUID of the certified document; upper-cased. */
  uuid: string;
  /** IDReceptor of the original: 'CF', its NIT, its CUI or its foreign id. */
  idReceptor: string;
  /** The original's FechaHoraEmision, preferably the exact string sent. */
  fechaEmisionDocumento: InstanteDte;
  /** "Now": generate immediately before sending (FEL.md §8, ANU378). */
  fechaHoraAnulacion: InstanteDte;
  /** 1–255 characters. */
  motivo: string;
}
