import { expect } from 'vitest';
import { ERROR_CODES } from '@pos/shared/errors';

/** Words of zod's or Fastify's English messages that must never reach a person. */
export const ENGLISH =
  /\b(invalid|expected|required|must|received|unexpected|body|should|string|number|object|array|undefined|null)\b/i;

/** Values of the wrong kind for any field: each must be refused with a 4xx, never a 500. */
export const HOSTILE: readonly unknown[] = [
  null,
  123,
  -1,
  1.5,
  true,
  [],
  {},
  [1, 2],
  { a: 1 },
  '',
  ' ',
  'x'.repeat(5000),
  'a\u0000b',
  '\u0000',
  '99999999999999999999',
  'NaN',
  '1e308',
  '<script>',
  "'; drop table usuarios; --",
];

interface Answer {
  statusCode: number;
  data: any;
  body: string;
}

/** Every field error of a refusal is a list of messages in Spanish. */
function expectSpanishFieldErrors(response: Answer, label: string): void {
  for (const [field, messages] of Object.entries(response.data)) {
    if (field === 'detail' || field === 'code') continue;
    expect(Array.isArray(messages), `${label} ${field}`).toBe(true);
    for (const message of messages as unknown[]) {
      expect(typeof message, `${label} ${field}`).toBe('string');
      expect(message, `${label} ${field}`).not.toMatch(ENGLISH);
    }
  }
}

/**
 * A 400 the spec's client can show: a Spanish `detail`, a machine `code` a program can branch on,
 * and field errors as lists of Spanish strings.
 */
export function expectSpanish400(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
  expect(typeof response.data.detail, label).toBe('string');
  expect(response.data.detail.length, label).toBeGreaterThan(3);
  expect(response.data.detail, label).not.toMatch(ENGLISH);
  expect(Object.values(ERROR_CODES), label).toContain(response.data.code);
  expectSpanishFieldErrors(response, label);
}

/** Hostile input answers below 500; a refusal is a 400 or a 404 in Spanish. */
export function expectRefusedOrAccepted(response: Answer, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect([400, 404], `${label}: ${response.body}`).toContain(response.statusCode);
  expect(typeof response.data.detail, label).toBe('string');
  expect(response.data.detail, label).not.toMatch(ENGLISH);
  expectSpanishFieldErrors(response, label);
}
