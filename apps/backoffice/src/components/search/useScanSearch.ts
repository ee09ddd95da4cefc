import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { InputRef } from 'antd';
import { useQuery, useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { MENSAJES } from '@pos/shared';
import { useFeedback } from '../../lib/feedback';

/** How long the results stay after the box loses focus, so that a click on one still lands. */
const BLUR_CLOSE_MS = 150;

export interface ScanSearchOptions<T> {
  /** The server's matches of a text: listed as the user types, and looked up on Enter. */
  query: (text: string) => { queryKey: QueryKey; queryFn: QueryFunction<T[]>; staleTime?: number };
  /** The row a scan (or Enter on fresh text) means, if the matches name one. */
  exactMatch: (rows: readonly T[], text: string) => T | null | undefined;
  /** `scanned`: the exact text that was scanned or typed, when Enter picked by it. */
  onPick: (row: T, scanned?: string) => void;
  debounceMs: number;
  /** When Enter finds several matches, highlight the first so that a second Enter takes it. */
  highlightFirstMatch?: boolean;
  disabled?: boolean;
}

/**
 * The state of a scan-or-search box. Typing lists matches as you go (arrows + Enter or a click
 * picks one); a barcode scanner types the code and Enter at once, so Enter on fresh text asks the
 * server for that exact text and picks the row it names.
 */
export function useScanSearch<T>({
  query,
  exactMatch,
  onPick,
  debounceMs,
  highlightFirstMatch = false,
  disabled,
}: ScanSearchOptions<T>) {
  const inputRef = useRef<InputRef>(null);
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const results = useQuery({ ...query(search), enabled: search.length > 0 && !disabled });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const rows = search === text.trim() ? (results.data ?? []) : [];

  const pick = (row: T, scanned?: string) => {
    onPick(row, scanned);
    setText('');
    setSearch('');
    setActive(-1);
    setOpen(false);
    inputRef.current?.focus();
  };

  /**
   * The row `code` names, picked; else the matches listed and, when there are none, the code left
   * selected (the next scan replaces it instead of being appended to it).
   */
  const lookUp = async (code: string) => {
    setLookingUp(true);
    try {
      const found = await queryClient.fetchQuery(query(code));
      const row = exactMatch(found, code);
      if (row) return pick(row, code);
      setSearch(code);
      setOpen(true);
      if (highlightFirstMatch) setActive(found.length > 0 ? 0 : -1);
      if (found.length === 0) {
        feedback.error(null, MENSAJES.bodega.codigoNoEncontrado(code), MENSAJES.general.tituloErrorSimple);
        // After the box shows the code (a scan handed over by `scan` has just set it).
        setTimeout(() => inputRef.current?.focus({ cursor: 'all' }), 0);
      }
    } catch (error) {
      feedback.error(error, MENSAJES.general.errorObtenerDatos);
    } finally {
      setLookingUp(false);
    }
  };

  /** Enter: the highlighted row, or the row the typed text names (a scan). */
  const confirm = () => {
    const highlighted = active >= 0 ? rows[active] : undefined;
    if (highlighted) return pick(highlighted);
    const code = text.trim();
    if (code) void lookUp(code);
  };

  /** A code scanned while the focus was elsewhere: into the box, and looked up as if typed there with Enter. */
  const scan = (code: string) => {
    setText(code);
    setActive(-1);
    inputRef.current?.focus();
    void lookUp(code);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submits a surrounding form: Enter belongs to the search.
      event.preventDefault();
      confirm();
    } else if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, rows.length - 1));
    } else if (event.key === 'ArrowUp' && rows.length > 0) {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    inputRef,
    text,
    rows,
    active,
    setActive,
    pick,
    scan,
    lookingUp,
    showResults: open && text.trim().length > 0,
    loading: results.isFetching || lookingUp || search !== text.trim(),
    inputProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        setActive(-1);
        setOpen(true);
      },
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setTimeout(() => setOpen(false), BLUR_CLOSE_MS),
    },
  };
}
