import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Answers smaller than this gain too little from compression to pay its cost (about one packet). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text, JSON, XML and scripts only. Server-sent events (`text/event-stream`) would be held in the
 * compressor's buffer instead of reaching the browser at once; Excel exports, images and
 * attachments (`application/octet-stream`) are already compressed or binary, and keep their
 * `content-length` so downloads show their progress.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[/+](?:json|xml|javascript)(?:;|$)/u;

/**
 * Compresses answers with brotli or gzip, as the client's `accept-encoding` asks (a page of
 * products is JSON that shrinks several times over). Registered before any route: the plugin hooks
 * each route as it is added.
 * The built back office is already sent precompressed; the live events stream is hijacked and never
 * passes through here. Request bodies are read as sent (no request decompression).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
