import { DateRangeFilter } from './DateRangeFilter';

/**
 * A list's or report's period: its `fecha_inicial` and `fecha_final` filters (000 §9). A type,
 * not an interface, so that it fits the lists' filter records (which have an index signature).
 */
export type Periodo = { fecha_inicial?: string; fecha_final?: string };

/**
 * The two date pickers of a period, bound to the filters as the API names them. A list passes
 * its filters and `setFilters`; an empty picker takes its filter out.
 */
export function PeriodFilter({ value, onChange }: { value: Periodo; onChange: (change: Periodo) => void }) {
  return (
    <DateRangeFilter
      value={{ inicio: value.fecha_inicial ?? null, fin: value.fecha_final ?? null }}
      onChange={(r) => onChange({ fecha_inicial: r.inicio ?? undefined, fecha_final: r.fin ?? undefined })}
    />
  );
}
