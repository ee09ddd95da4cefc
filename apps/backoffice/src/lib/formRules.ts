import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { MENSAJES, isEmptyValue, required, type Validator } from '@pos/shared';
import { ApiError } from './api';

/** Validators that also mark the field with antd's required asterisk. */
const REQUIRED_CHECKS = new WeakSet<Validator>([required]);

/** A required check with another of the catalogue's texts (e.g. 'Campo requerido' on the recovery screen). */
export function requiredWith(message: string): Validator {
  const check: Validator = (value) => (isEmptyValue(value) ? message : undefined);
  REQUIRED_CHECKS.add(check);
  return check;
}

export const campoRequerido = requiredWith(MENSAJES.campos.campoRequerido);

/** A shared zod schema used as a field check: its first issue is the message. */
export function schemaCheck(schema: z.ZodType): Validator {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}

/**
 * The shared validators (exact Spanish messages) as antd Form rules: they run in order and the
 * first message wins.
 */
export function rules(...validators: Validator[]): FormRule[] {
  return [
    {
      required: validators.some((v) => REQUIRED_CHECKS.has(v)),
      validator: async (_rule, value: unknown) => {
        for (const validate of validators) {
          const message = validate(value);
          if (message !== undefined) throw new Error(message);
        }
      },
    },
  ];
}

/** 'metodos_entrega.2.nombre' → ['metodos_entrega', 2, 'nombre'], the form's name path. */
function namePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Shows messages under the form's fields, named by dotted paths (`fracciones.1.nombre`). */
export function markFields(form: FormInstance, errors: Record<string, string[]>): void {
  const fields = Object.entries(errors).map(([field, messages]) => ({ name: namePath(field), errors: messages }));
  if (fields.length > 0) form.setFields(fields);
}

/** Shows the server's field errors (`{field: [messages]}`) under the form's fields. */
export function applyFieldErrors(form: FormInstance, error: unknown): void {
  if (error instanceof ApiError) markFields(form, error.fields);
}
