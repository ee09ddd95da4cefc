import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { FiltrosPeriodo } from './reportFilters';

/** The period of a report as the two date pickers every report shows. */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: FiltrosPeriodo;
  onChange: (change: Pick<FiltrosPeriodo, 'fecha_inicial' | 'fecha_final'>) => void;
}) {
  return (
    <DateRangeFilter
      value={{ inicio: value.fecha_inicial ?? null, fin: value.fecha_final ?? null }}
      onChange={(r) => onChange({ fecha_inicial: r.inicio ?? undefined, fecha_final: r.fin ?? undefined })}
    />
  );
}
