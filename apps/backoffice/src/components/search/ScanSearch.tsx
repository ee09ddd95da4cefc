import { useEffect, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Empty, Input, Spin, type InputRef } from 'antd';
import { MENSAJES } from '@pos/shared';
import { useScanSearch, type ScanSearchOptions } from './useScanSearch';

export interface ScanSearchHandle {
  /** Focuses the box with its text selected, so the next scan replaces it. */
  focus: () => void;
  /** Looks up a code scanned while the focus was elsewhere, as if it had been scanned into the box. */
  scan: (code: string) => void;
}

interface Props<T> extends ScanSearchOptions<T> {
  /** The id of the results list (the box's `aria-controls`). */
  listId: string;
  className?: string;
  placeholder: string;
  prefix: ReactNode;
  /** Shown at the end of the box while it is not looking a scan up. */
  idleSuffix?: ReactNode;
  rowKey: (row: T) => number | string;
  renderRow: (row: T) => ReactNode;
  ref?: Ref<ScanSearchHandle>;
}

/** Already focused, the box keeps what is being typed (a select-all would let the next key replace it). */
function focusBox(input: InputRef | null) {
  if (input?.input !== document.activeElement) input?.focus({ cursor: 'all' });
}

/** A product search box for barcode scanners and keyboards, with its list of matches. */
export function ScanSearch<T>({
  listId,
  className,
  placeholder,
  prefix,
  idleSuffix,
  rowKey,
  renderRow,
  ref,
  ...options
}: Props<T>) {
  const search = useScanSearch(options);
  const { inputRef, scan } = search;
  const { disabled } = options;
  // A disabled box cannot take the focus (a sale is being recorded): it takes it once enabled,
  // so the scan that follows never lands elsewhere.
  const focusPending = useRef(false);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (disabled) focusPending.current = true;
        else focusBox(inputRef.current);
      },
      scan,
    }),
    [disabled, inputRef, scan],
  );
  useEffect(() => {
    if (disabled || !focusPending.current) return;
    focusPending.current = false;
    focusBox(inputRef.current);
  }, [disabled, inputRef]);

  return (
    <div className={className ? `product-picker ${className}` : 'product-picker'}>
      <Input
        ref={inputRef}
        size="large"
        autoFocus
        disabled={options.disabled}
        allowClear
        prefix={prefix}
        suffix={search.lookingUp ? <Spin size="small" /> : idleSuffix}
        placeholder={placeholder}
        aria-label="Buscar producto"
        role="combobox"
        aria-expanded={search.showResults}
        aria-controls={listId}
        aria-autocomplete="list"
        // A code scanned here is this box's: the selling screen's scan capture leaves it alone.
        data-lee-codigos=""
        {...search.inputProps}
      />
      {search.showResults && (
        <div className="product-picker-results" id={listId} role="listbox" aria-label="Productos encontrados">
          {search.rows.length === 0 ? (
            search.loading ? (
              <div className="product-picker-empty">
                <Spin size="small" /> Buscando…
              </div>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={MENSAJES.general.sinResultados}
                style={{ margin: '12px 0' }}
              />
            )
          ) : (
            search.rows.map((row, index) => (
              <div
                key={rowKey(row)}
                role="option"
                aria-selected={index === search.active}
                className={index === search.active ? 'product-picker-option active' : 'product-picker-option'}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => search.setActive(index)}
                onClick={() => search.pick(row)}
              >
                {renderRow(row)}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
