import { useState, type CSSProperties, type ReactNode } from 'react';
import { Input, Tooltip } from 'antd';
import { readNumber } from './readNumber';

interface Props {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Digits after the point: the company's money decimals, 3 for bulk quantities, 0 otherwise. */
  decimales: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** The smallest value allowed (money and stock quantities are never negative); null: none. */
  min?: string | null;
  /** The largest value allowed and the message shown above it; none by default. */
  max?: { valor: string; mensaje: string };
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onPressEnter?: () => void;
  /** Data attributes pass through to the input (tests and forms find it by them). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A decimal field that keeps its value as a string (money and quantities never go through
 * floats, see money.ts) with a fixed number of decimals. What is typed is read by `readNumber`:
 * a decimal comma is understood, and text it refuses (letters, a negative, too many decimals)
 * never reaches `onChange` — the field shows why while it has the focus, and shows the last good
 * value again when it loses it or on Escape.
 */
export function NumericInput({
  value,
  onChange,
  decimales,
  min = '0',
  max,
  style,
  onPressEnter,
  'aria-label': ariaLabel,
  ...rest
}: Props) {
  // What the person is typing, while the field has the focus; otherwise the value is shown.
  const [texto, setTexto] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  return (
    <Tooltip title={error} open={error !== null} placement="bottom" color="#b91c1c">
      <Input
        {...rest}
        role="spinbutton"
        aria-label={ariaLabel}
        aria-invalid={error !== null}
        inputMode={decimales > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        status={error ? 'error' : undefined}
        value={texto ?? value ?? ''}
        onFocus={(e) => {
          setTexto(value ?? '');
          // The whole value selected: what the cashier types replaces it.
          e.target.select();
        }}
        onBlur={() => {
          setTexto(null);
          setError(null);
        }}
        onChange={(e) => {
          // A change without the focus (a test's, an autofill's) shows the value it produced.
          if (texto !== null) setTexto(e.target.value);
          const leido = readNumber(e.target.value, { decimales, min, max });
          setError(leido.ok ? null : leido.error);
          if (leido.ok) onChange?.(leido.value);
        }}
        onKeyDown={(e) => {
          // Escape first takes back what was refused (the message's popup is what it closes). The
          // key is then used up: a dialog around the field would close on it once the popup is gone
          // from the layers above it, which a redraw before the window hears the key can do.
          if (e.key !== 'Escape' || error === null) return;
          e.stopPropagation();
          setTexto(value ?? '');
          setError(null);
        }}
        // Enter commits what the field accepted: a refused value keeps the field and its message.
        onPressEnter={() => error === null && onPressEnter?.()}
        style={{ width: '100%', ...style }}
        className="num"
      />
    </Tooltip>
  );
}
