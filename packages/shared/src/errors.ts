/**
 * The machine codes of error bodies: every error answer is `{detail, code, ...fieldErrors}`, and
 * clients branch on `code`, never on the Spanish `detail` (which may change wording).
 */
export const ERROR_CODES = {
  /** 400 with field errors: the body lists them as `{field: [messages]}`. */
  VALIDATION: 'VALIDATION',
  /** 400 without field errors: the request is refused as a whole (a rule, an unreadable body). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** 400: a stock write would leave less than zero and the company does not allow it. */
  STOCK_INSUFFICIENT: 'STOCK_INSUFFICIENT',
  /** 400: the cash tendered is above the sale's cap (ten times the total, at least 10,000); the detail names the cap. */
  CASH_ABOVE_LIMIT: 'CASH_ABOVE_LIMIT',
  /** 400: a line's quantity is above the 99,999 a sale, quotation or sales order line may hold. */
  QUANTITY_ABOVE_LIMIT: 'QUANTITY_ABOVE_LIMIT',
  /** 400: a credit sale or order would take the customer's open receivables above their credit limit. */
  CREDIT_LIMIT_EXCEEDED: 'CREDIT_LIMIT_EXCEEDED',
  /** 400: the user has no open cash register session (open one to sell). */
  REGISTER_NOT_OPEN: 'REGISTER_NOT_OPEN',
  /** 400 at login: no account opens with that e-mail and password (which one is wrong is not said). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /**
   * 400 at login: the e-mail and password open accounts in several companies. The body lists them
   * (`empresas`: slugs, `nombres_empresas`: their names, in the same order); send one slug back
   * as `empresa`.
   */
  COMPANY_CHOICE_REQUIRED: 'COMPANY_CHOICE_REQUIRED',
  /** 503: the certifier (Infile) or SAT's lookup could not be reached; the action may be retried. */
  CERTIFIER_UNAVAILABLE: 'CERTIFIER_UNAVAILABLE',
  /** 503: the certifier refused the company's FEL credentials (fix them in the FEL settings). */
  CERTIFIER_CREDENTIALS: 'CERTIFIER_CREDENTIALS',
  /** 401: no token, or one that is invalid or expired. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** 403: signed in, but not allowed to do this (permission or branch). */
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  /** 404: no such record in the user's company (another company's records are not revealed). */
  NOT_FOUND: 'NOT_FOUND',
  /** 409: the request clashes with another one (e.g. an idempotency key reused for another body). */
  CONFLICT: 'CONFLICT',
  /** 413: the file or the request is too large. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** 415: a content type the API does not take. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** 429: too many attempts (e.g. failed logins); wait and try again. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** 500: an unexpected server error (logged; the detail says nothing more). */
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code an error answer carries when nothing more specific was given. */
export function codeForStatus(status: number, hasFieldErrors = false): ErrorCode {
  if (status === 400) return hasFieldErrors ? ERROR_CODES.VALIDATION : ERROR_CODES.BAD_REQUEST;
  const byStatus: Record<number, ErrorCode> = {
    401: ERROR_CODES.UNAUTHENTICATED,
    403: ERROR_CODES.PERMISSION_DENIED,
    404: ERROR_CODES.NOT_FOUND,
    409: ERROR_CODES.CONFLICT,
    413: ERROR_CODES.PAYLOAD_TOO_LARGE,
    415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    429: ERROR_CODES.TOO_MANY_REQUESTS,
  };
  return byStatus[status] ?? (status >= 500 ? ERROR_CODES.INTERNAL : ERROR_CODES.BAD_REQUEST);
}
