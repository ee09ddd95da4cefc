import { z } from 'zod';
import { parseFields } from './form-data';

/**
 * The route schema of a partial update's body: any JSON object. Its fields are checked only once
 * they lie over the stored record (`applyPartial`), so the resource's own schema still decides,
 * with its Spanish messages, whether the record as it will be saved is valid.
 */
export const partialBodySchema = z.record(z.string(), z.unknown());
export type PartialBody = Record<string, unknown>;

export interface PartialOptions {
  /** Keys holding a group of the record's own fields (an object): merged key by key too. */
  nested?: readonly string[];
  /**
   * Sets of keys that together are one choice (radio flags such as a user's role): a body that
   * names any key of a set replaces the whole set, the keys it leaves out read as not chosen.
   */
  choices?: readonly (readonly string[])[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body laid over the stored record: every key the body has (even null or '') replaces the
 * stored value; keys it leaves out keep theirs. Arrays and other objects are replaced whole,
 * unless listed in `nested`.
 */
export function mergeOver(
  current: Record<string, unknown>,
  body: PartialBody,
  options: PartialOptions = {},
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const choice of options.choices ?? []) {
    if (choice.some((key) => Object.hasOwn(body, key))) for (const key of choice) delete merged[key];
  }
  for (const [key, value] of Object.entries(body)) {
    // A JSON body never holds undefined; a key set to it is as good as absent.
    if (value === undefined || key === '__proto__') continue;
    const stored = merged[key];
    merged[key] =
      options.nested?.includes(key) && isPlainObject(value) && isPlainObject(stored) ? mergeOver(stored, value) : value;
  }
  return merged;
}

/**
 * A partial update's input: the body over the stored record (`current`, in the schema's input
 * shape), parsed with the resource's full schema. A bad value answers 400 `{detail, code, field}`
 * like the route schemas do, before anything is written.
 */
export function applyPartial<S extends z.ZodType>(
  schema: S,
  current: z.input<S> & Record<string, unknown>,
  body: PartialBody,
  options?: PartialOptions,
): z.output<S> {
  return parseFields(schema, mergeOver(current, body, options));
}
