/**
 * The staff session kept in local storage: the API token and the chosen branch (spec 000 §4
 * "Session"). React reads it through `useSessionToken`; the API client through the getters.
 */

const TOKEN_KEY = 'token';
const SUCURSAL_KEY = 'sucursal';

/** The stored branch is an id, or this value for all branches (global admins only). */
export const TODAS_LAS_SUCURSALES = 'empresa';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private browsing without storage: the session simply lasts as long as the page.
  }
}

// A logout or a branch change in another tab reaches this one too.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === SUCURSAL_KEY) notify();
});

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

/**
 * Starts a session. The branch of a previous session is forgotten: it may belong to another
 * user or company, and the server refuses a branch the user cannot open.
 */
export function startSession(token: string): void {
  write(SUCURSAL_KEY, null);
  write(TOKEN_KEY, token);
  notify();
}

/** Logout, a 401/403, or a failed `usuarios/me`: the private screens redirect to `/`. */
export function endSession(): void {
  if (read(TOKEN_KEY) === null) return;
  write(TOKEN_KEY, null);
  notify();
}

export function getSucursal(): string | null {
  return read(SUCURSAL_KEY);
}

export function setSucursal(sucursal: string | null): void {
  if (read(SUCURSAL_KEY) === sucursal) return;
  write(SUCURSAL_KEY, sucursal);
  notify();
}
