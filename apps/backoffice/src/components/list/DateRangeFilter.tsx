import { DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { todayInGuatemala } from '@pos/shared';
import { changeRange, endAllowed, startAllowed, type DateRange } from './dateRange';

const FORMATO = 'YYYY-MM-DD';

const toDay = (value: string | null) => (value ? dayjs(value) : null);
const toText = (value: Dayjs | null) => (value ? value.format(FORMATO) : null);

/** Two pickers (Fecha inicial, Fecha final) that never let the range turn around (P3-43). */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const hoy = todayInGuatemala();
  const apply = (change: Partial<DateRange>) => {
    const next = changeRange(value, change, hoy);
    if (next !== value) onChange(next);
  };
  return (
    <Space.Compact>
      <DatePicker
        aria-label="Fecha inicial"
        placeholder="Fecha inicial"
        format={FORMATO}
        value={toDay(value.inicio)}
        disabledDate={(day) => !startAllowed(day.format(FORMATO), value.fin, hoy)}
        onChange={(day) => apply({ inicio: toText(day) })}
      />
      <DatePicker
        aria-label="Fecha final"
        placeholder="Fecha final"
        format={FORMATO}
        value={toDay(value.fin)}
        disabledDate={(day) => !endAllowed(day.format(FORMATO), value.inicio)}
        onChange={(day) => apply({ fin: toText(day) })}
      />
    </Space.Compact>
  );
}
