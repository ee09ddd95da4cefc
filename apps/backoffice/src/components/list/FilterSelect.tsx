import type { ReactNode } from 'react';
import { Select, type SelectProps } from 'antd';

type Value = string | number;

interface Props<V extends Value> extends Omit<SelectProps<V>, 'value' | 'onChange' | 'options' | 'style'> {
  /** The filter's name: its accessible label and, unless another is given, its placeholder. */
  label: string;
  width: number;
  value: V | undefined;
  /** `undefined` when the user clears the filter. */
  onChange: (value: V | undefined) => void;
  options: { value: V; label: ReactNode }[];
}

/** A list's filter: one value to narrow the list by, cleared to show everything. */
export function FilterSelect<V extends Value>({ label, width, onChange, placeholder, ...props }: Props<V>) {
  return (
    <Select<V>
      aria-label={label}
      allowClear
      placeholder={placeholder ?? label}
      style={{ width }}
      onChange={(value) => onChange(value ?? undefined)}
      {...props}
    />
  );
}
