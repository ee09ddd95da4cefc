import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
// Brings the multipart plugin's `request.isMultipart()` / `parts()` typings, whoever imports this file.
import type {} from '@fastify/multipart';
import type { z } from 'zod';
import { MENSAJES } from '@pos/shared/messages';
import { HttpError, badRequest, invalidFields } from './http-errors';
import { MAX_IMAGE_BYTES, type UploadedFile } from './uploads';

export interface FormData {
  fields: Record<string, unknown>;
  files: Map<string, UploadedFile>;
}

/** A text part that holds JSON (arrays, objects) is parsed; anything else stays a string. */
function parseTextField(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/**
 * The body of a write that may carry files: JSON, or multipart where a `data` part holds the
 * fields as JSON and other text parts are fields too. Form keys `sucursal-{id}` (spec 001 §3
 * User) are folded into a `sucursales` list of those whose value is true; a form that sends such
 * keys, all false, sends an empty list (a partial update keeps the branches only when none is sent).
 */
export interface FormDataOptions {
  /** The answer when a file is over the size limit (default: the image message). */
  fileTooLarge?: string;
  /** Keep every file of a repeated part name (`name`, `name.1`, `name.2`…) instead of the last. */
  repeatedFiles?: boolean;
}

export async function readFormData(request: FastifyRequest, options: FormDataOptions = {}): Promise<FormData> {
  const files = new Map<string, UploadedFile>();
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files };
  }
  const fields: Record<string, unknown> = {};
  const branchKeys: number[] = [];
  let branchesSent: boolean;
  try {
    branchesSent = await readParts(request, fields, files, branchKeys, options);
  } catch (error) {
    // A truncated or malformed multipart body is the client's mistake.
    if (error instanceof HttpError) throw error;
    throw badRequest(MENSAJES.red.solicitudInvalida);
  }
  if (branchesSent && fields.sucursales === undefined) fields.sucursales = branchKeys;
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  files: Map<string, UploadedFile>,
  branchKeys: number[],
  options: FormDataOptions,
): Promise<boolean> {
  const tooLarge = options.fileTooLarge ?? MENSAJES.campos.imagenPeso;
  let branchesSent = false;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 300 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch(() => {
        throw badRequest(tooLarge, { [part.fieldname]: [tooLarge] });
      });
      let key = part.fieldname;
      for (let n = 1; options.repeatedFiles && files.has(key); n++) key = `${part.fieldname}.${n}`;
      if (buffer.length > 0) files.set(key, { field: part.fieldname, filename: part.filename, buffer });
      continue;
    }
    const value = String(part.value ?? '');
    const branch = /^sucursal-(\d+)$/.exec(part.fieldname);
    if (branch) {
      branchesSent = true;
      if (['true', '1', 'on'].includes(value)) branchKeys.push(Number(branch[1]));
    } else if (part.fieldname === 'data') {
      const parsed = parseTextField(value);
      if (!parsed || typeof parsed !== 'object') throw badRequest(MENSAJES.red.campoDataJson);
      Object.assign(fields, parsed);
    } else {
      fields[part.fieldname] = parseTextField(value);
    }
  }
  return branchesSent;
}

/** What identifies a multipart request for Idempotency-Key: its fields and the content of its files. */
export function formFingerprint(form: FormData): unknown {
  const files = [...form.files.values()].map((f) => [
    f.field,
    f.filename,
    crypto.createHash('sha256').update(f.buffer).digest('hex'),
  ]);
  return { fields: form.fields, files };
}

/** Validates already-read data with a shared zod schema, answering 400 like the route schemas do. */
export function parseFields<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalidFields(
    result.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : 'detail',
      message: issue.message,
    })),
  );
}
