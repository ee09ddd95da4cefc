/**
 * The pieces every response schema is built from: money and quantities as decimal text, dates as
 * ISO text, the list page, the error body and the plain `{detail}` answer. Each domain's response
 * schemas (next to its request schemas) compose these, the server declares them on its routes, and
 * the OpenAPI document at /api/docs is generated from them.
 */
import { z } from 'zod';

/** Money, a quantity or a percentage as decimal text ("1234.50", "-3.000"): never a float. */
export const zDecimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .meta({ description: 'Decimal en texto', example: '1234.50' });

/** An instant as ISO 8601 text with its offset ("2026-11-25T14:05:00.000Z"). */
export const zDateTime = z.iso.datetime({ offset: true });

/** A calendar day as ISO 8601 text ("2026-11-25"). */
export const zDate = z.iso.date();

/** A record's id. */
export const zId = z.number().int().positive();

/** A reference to another record by id and name (the branch of a register, the user of a sale…). */
export const referenciaSchema = z.object({ id: zId, nombre: z.string() });

/** One page of a list: the total, the links to the next and previous pages, and this page's rows. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A confirmation or an error: `{detail}` with the message to show. */
export const detailSchema = z.object({ detail: z.string() });

/**
 * Every error answer: the message in `detail`, a stable machine `code` where the client branches on
 * the kind of error, and the messages of each invalid field under the field's name.
 */
export const errorBodySchema = z
  .object({ detail: z.string(), code: z.string().optional() })
  .catchall(z.array(z.string()))
  .meta({ id: 'Error' });

/** A file download (an Excel workbook, a PDF…): the bytes with their media type. */
export function fileResponse(mediaType: string, description: string) {
  // The body is bytes or a stream the handler sends as is; the document calls it binary text.
  const bytes = z.unknown().meta({ type: 'string', format: 'binary' });
  return { description, content: { [mediaType]: { schema: bytes } } };
}

/** 204: the request was carried out and there is nothing to answer. */
export const noContentSchema = z.undefined().meta({ description: 'Sin contenido' });
