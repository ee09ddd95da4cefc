import { useEffect, useRef } from 'react';
import { apiRequest, apiUrl } from './api';
import { useSessionToken, useStoredSucursal } from './useSession';

/** Kinds of live events the server sends (server modules/events/publish.ts). */
export type ServerEventType = 'cotizacion';

/** Waits before reopening a dropped stream: short at first, longer while the server stays away. */
const REOPEN_AFTER_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Calls `onChange` whenever the server announces an event of `type` for the current branch
 * (server-sent events from `GET /api/eventos/`), so a screen refetches at once instead of
 * polling. EventSource cannot send the Authorization header: each stream is opened with a
 * one-time ticket bought with the session token. A dropped stream is reopened with a new ticket,
 * and `onChange` runs then too, since events may have been missed meanwhile.
 */
export function useServerEvents(type: ServerEventType, onChange: () => void): void {
  const token = useSessionToken();
  const sucursal = useStoredSucursal();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    // Without EventSource (an old browser) the screens keep their slow polling.
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const reopenLater = () => {
      if (stopped) return;
      reopen = setTimeout(open, REOPEN_AFTER_MS[Math.min(failures, REOPEN_AFTER_MS.length - 1)]);
      failures++;
    };
    const open = async () => {
      try {
        const { ticket } = await apiRequest<{ ticket: string }>('eventos/ticket', { method: 'POST' });
        if (stopped) return;
        const opened = new EventSource(apiUrl('eventos', { ticket }));
        source = opened;
        opened.onopen = () => {
          if (failures > 0) latest.current();
          failures = 0;
        };
        opened.addEventListener(type, () => latest.current());
        opened.onerror = () => {
          // The ticket is spent: the browser's own retry would be refused, so buy a new one.
          opened.close();
          reopenLater();
        };
      } catch {
        reopenLater();
      }
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [type, token, sucursal]);
}
