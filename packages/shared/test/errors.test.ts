import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES } from '../src/errors';

describe('error codes', () => {
  it('are stable strings equal to their names, so clients can compare them', () => {
    for (const [name, code] of Object.entries(ERROR_CODES)) expect(code).toBe(name);
  });

  it('default from the status: a 400 with field errors is VALIDATION, without them BAD_REQUEST', () => {
    expect(codeForStatus(400, true)).toBe(ERROR_CODES.VALIDATION);
    expect(codeForStatus(400)).toBe(ERROR_CODES.BAD_REQUEST);
    expect(codeForStatus(401)).toBe(ERROR_CODES.UNAUTHENTICATED);
    expect(codeForStatus(403)).toBe(ERROR_CODES.PERMISSION_DENIED);
    expect(codeForStatus(404)).toBe(ERROR_CODES.NOT_FOUND);
    expect(codeForStatus(409)).toBe(ERROR_CODES.CONFLICT);
    expect(codeForStatus(429)).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
    expect(codeForStatus(500)).toBe(ERROR_CODES.INTERNAL);
  });
});
