import type { CSSProperties, ReactNode } from 'react';
import { InputNumber } from 'antd';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Digits after the point: the company's money decimals, 3 for bulk quantities, 0 otherwise. */
  decimales: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** The smallest value allowed; money and stock quantities are never negative. */
  min?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onPressEnter?: () => void;
}

/**
 * A decimal field that keeps its value as a string (money and quantities never go through
 * floats, see money.ts) with a fixed number of decimals.
 */
export function NumericInput({
  value,
  onChange,
  decimales,
  prefix,
  suffix,
  min = '0',
  style,
  onPressEnter,
  ...rest
}: Props) {
  return (
    <InputNumber<string>
      {...rest}
      stringMode
      controls={false}
      min={min}
      precision={decimales}
      prefix={prefix}
      suffix={suffix}
      value={value ?? null}
      onChange={(next) => onChange?.(next === null || next === '' ? null : String(next))}
      onPressEnter={onPressEnter}
      style={{ width: '100%', ...style }}
      className="num"
    />
  );
}
