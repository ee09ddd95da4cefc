import type { Validator } from '@pos/shared';
import type { ListColumn } from '../list/DataTable';

export interface ResourceField {
  name: string;
  label: string;
  validators: Validator[];
  multiline?: boolean;
  placeholder?: string;
  /** A choice among fixed values (a kind, a type) instead of free text; the first is the default. */
  options?: readonly { value: number; label: string }[];
  /** A decimal amount kept as text, with this many decimals (money: the company's). */
  decimales?: number;
}

/**
 * A simple admin resource (DECISIONS P3-50 "generic resources"): a name-like list with create,
 * edit and delete, all through `{path}` and `{path}/{id}`.
 */
export interface ResourceConfig<T extends { id: number }> {
  path: string;
  title: string;
  subtitle: string;
  /** 'Nuevo destino', and the form's title when creating. */
  nuevo: string;
  /** 'Editar destino'. */
  editar: string;
  fields: ResourceField[];
  columns: ListColumn<T>[];
  searchPlaceholder: string;
  defaultOrdering?: string;
  /** How a record is named in the delete confirmation. */
  label: (row: T) => string;
  /** The save toasts when the resource has its own (default: 'Datos almacenados correctamente'). */
  mensajes?: { creado: string; actualizado: string };
}
