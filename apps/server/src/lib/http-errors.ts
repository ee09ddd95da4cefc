import { codeForStatus, type ErrorCode } from '@pos/shared/errors';
import { MENSAJES } from '@pos/shared/messages';

/** What every error answer carries: the Spanish detail, the machine code, the field errors. */
export type ErrorBody = { detail: string; code: ErrorCode } & Record<string, string | string[]>;

/**
 * The one way a handler or service refuses a request. The error handler turns it into
 * `{detail, code, ...fieldErrors}` with the status given here; the code defaults to the
 * status's (VALIDATION when there are field errors).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields: Record<string, string[]> = {},
    code?: ErrorCode,
  ) {
    super(detail);
    this.code = code ?? codeForStatus(statusCode, Object.keys(fields).length > 0);
  }

  get body(): ErrorBody {
    return { detail: this.detail, code: this.code, ...this.fields };
  }
}

/** A refusal the client tells apart by its code (e.g. STOCK_INSUFFICIENT), not by its wording. */
export const codedError = (statusCode: number, code: ErrorCode, detail: string) =>
  new HttpError(statusCode, detail, {}, code);

export const badRequest = (detail: string, fields?: Record<string, string[]>) => new HttpError(400, detail, fields);

/** A 400 for one field: the field error plus a detail naming it, so both forms and toasts can show it. */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

export const unauthorized = (detail: string = MENSAJES.red.tokenInvalido) => new HttpError(401, detail);

export const forbidden = (detail: string = MENSAJES.red.sinPermiso) => new HttpError(403, detail);

export const notFound = (detail: string = MENSAJES.red.noEncontrado) => new HttpError(404, detail);

export const conflict = (detail: string) => new HttpError(409, detail);

export const tooManyRequests = (detail: string) => new HttpError(429, detail);

/**
 * A 400 listing the invalid fields; `detail` repeats the first problem with its field name so a
 * toast alone is still clear. Used for route schemas and for multipart bodies alike.
 */
export function invalidFields(issues: readonly { field: string; message: string }[]): HttpError {
  const fields: Record<string, string[]> = {};
  for (const { field, message } of issues) {
    // A problem with the body as a whole is the detail itself; `detail` stays a string.
    if (field === 'detail') continue;
    const messages = (fields[field] ??= []);
    // zod may report one problem twice (a type error and a check on the same value).
    if (!messages.includes(message)) messages.push(message);
  }
  const first = issues[0];
  const detail = !first
    ? MENSAJES.red.solicitudInvalida
    : first.field === 'detail'
      ? first.message
      : `${first.field}: ${first.message}`;
  return new HttpError(400, detail, fields);
}
