import { MENSAJES } from '@pos/shared';
import { ERROR_CODES, type ErrorCode } from '@pos/shared/errors';
import { endSession, getSucursal, getToken } from './session';

/**
 * The back office's one API client (ARCHITECTURE §7): token and branch on every call, JSON or
 * multipart bodies, and errors normalised to the server's `{detail, <field>: [messages]}`.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A write that carries files: the fields travel as JSON in a `data` part (server lib/form-data.ts). */
export interface Multipart {
  data: Record<string, unknown>;
  /** Image parts (`foto`, `logo`…); the server checks the file name's extension. */
  files?: Record<string, File | null | undefined>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  json?: unknown;
  multipart?: Multipart;
  signal?: AbortSignal;
  /** Makes a creating POST safe to repeat: the server records it once (server lib/transaction.ts). */
  idempotencyKey?: string;
}

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    /** null when the server could not be reached. */
    readonly status: number | null,
    /** The server's `detail` (or `error`); '' when it sent none. */
    readonly detail: string,
    readonly fields: FieldErrors = {},
    /** The server's machine code (ERROR_CODES): what a screen branches on, never the wording. */
    readonly code: ErrorCode | null = null,
  ) {
    super(detail || `HTTP ${status ?? 'sin conexión'}`);
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's detail, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

/** 'usuarios/me' → '/api/usuarios/me/?sucursal=1' */
export function apiUrl(path: string, query: QueryParams = {}): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const params = new URLSearchParams();
  const sucursal = getSucursal();
  const all: QueryParams = sucursal === null ? query : { sucursal, ...query };
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/${clean}/${search ? `?${search}` : ''}`;
}

function bodyOf(options: RequestOptions): BodyInit | undefined {
  if (options.multipart) {
    const form = new FormData();
    form.append('data', JSON.stringify(options.multipart.data));
    for (const [name, file] of Object.entries(options.multipart.files ?? {})) {
      if (file) form.append(name, file, file.name);
    }
    return form;
  }
  return options.json === undefined ? undefined : JSON.stringify(options.json);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object') return new ApiError(status, '');
  const record = body as Record<string, unknown>;
  const detail =
    typeof record.detail === 'string' ? record.detail : typeof record.error === 'string' ? record.error : '';
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(record)) {
    // `code` is the error's machine code (ERROR_CODES), not a field.
    if (key === 'detail' || key === 'error' || key === 'code') continue;
    if (Array.isArray(value)) fields[key] = value.map(String);
    else if (typeof value === 'string') fields[key] = [value];
  }
  const code = (Object.values(ERROR_CODES) as string[]).includes(record.code as string)
    ? (record.code as ErrorCode)
    : null;
  return new ApiError(status, detail, fields, code);
}

/** Dashboard calls keep the session on 401/403 (spec 000 §4, DECISIONS P3-44). */
function endsSessionOn(status: number, path: string): boolean {
  return (status === 401 || status === 403) && !path.replace(/^\/+/, '').startsWith('dashboard');
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  if (options.json !== undefined && !options.multipart) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: bodyOf(options),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(null, MENSAJES.red.errorConexion);
  }

  const body = await readBody(response);
  if (response.ok) return body as T;
  if (endsSessionOn(response.status, path)) endSession();
  throw errorFrom(response.status, body);
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'POST', json: json ?? {} }),
  put: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  send: <T>(method: 'POST' | 'PUT', path: string, multipart: Multipart) => apiRequest<T>(path, { method, multipart }),
};

/** Every list answers a page (server lib/list.ts). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
