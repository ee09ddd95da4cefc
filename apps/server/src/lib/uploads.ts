import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from './http-errors';
import { MENSAJES } from '@pos/shared/messages';

export const MEDIA_PREFIX = '/media/';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_FORMAT_MESSAGE = MENSAJES.campos.formatoImagen;

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

/** How an uploaded image is kept: a square crop (photos) or fitted inside a box (logos, banners). */
export interface ImageShape {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** Stored paths are relative to the media folder; the API shows them as URLs. */
export function mediaUrl(stored: string | null): string | null {
  return stored ? `${MEDIA_PREFIX}${stored}` : null;
}

/**
 * The largest picture decoded (width × height). A few kilobytes of PNG can declare 144 megapixels
 * and cost seconds and hundreds of megabytes to decode; no logo, photo or product image needs more
 * than a 40 MP camera gives.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = MENSAJES.campos.imagenDemasiadoGrande;

const refuse = (file: UploadedFile, message: string) => badRequest(message, { [file.field]: [message] });

/** The format and size an image declares in its header, without decoding it; undefined if unreadable. */
async function headerOf(buffer: Buffer): Promise<Metadata | undefined> {
  try {
    return await sharp(buffer).metadata();
  } catch {
    return undefined;
  }
}

/**
 * Checks that the upload really is a jpg/jpeg/png image (name, header and pixels), resizes it and
 * writes it under `<mediaDir>/<empresa>/<folder>/`. Returns the stored relative path.
 */
export async function saveImage(
  mediaDir: string,
  empresaId: number,
  folder: string,
  file: UploadedFile,
  shape: ImageShape,
): Promise<string> {
  const extension = path.extname(file.filename).toLowerCase();
  if (!['.jpg', '.jpeg', '.png'].includes(extension)) throw refuse(file, IMAGE_FORMAT_MESSAGE);
  const header = await headerOf(file.buffer);
  const format = header?.format;
  if (format !== 'jpeg' && format !== 'png') throw refuse(file, IMAGE_FORMAT_MESSAGE);
  if ((header!.width ?? 0) * (header!.height ?? 0) > MAX_IMAGE_PIXELS) throw refuse(file, IMAGE_TOO_LARGE_MESSAGE);

  let output: Buffer;
  try {
    const image = sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: shape.width, height: shape.height, fit: shape.fit, withoutEnlargement: shape.fit === 'inside' });
    // PNG keeps transparency for logos; photos and JPEG uploads are stored as JPEG.
    output = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  } catch {
    // A sound header over pixels that cannot be read: truncated, a bad checksum, corrupt data.
    throw refuse(file, IMAGE_FORMAT_MESSAGE);
  }
  const relative = path.posix.join(
    String(empresaId),
    folder,
    `${crypto.randomUUID()}.${format === 'png' ? 'png' : 'jpg'}`,
  );
  const target = path.join(mediaDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, output);
  return relative;
}

/** Removes a replaced file; a missing file is not an error. */
export async function deleteMedia(mediaDir: string, stored: string | null): Promise<void> {
  if (stored) await fs.rm(path.join(mediaDir, stored), { force: true });
}

/** Documents (any type) are held to the same per-file size as images. */
export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES;

/**
 * Writes an uploaded document of any type, as sent, under `<dir>/<empresa>/<folder>/` with a random
 * name that keeps only a short, safe extension. Returns the stored relative path.
 */
export async function saveDocument(
  dir: string,
  empresaId: number,
  folder: string,
  file: UploadedFile,
): Promise<string> {
  const extension = path.extname(file.filename).toLowerCase();
  const safe = /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
  const relative = path.posix.join(String(empresaId), folder, `${crypto.randomUUID()}${safe}`);
  const target = path.join(dir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.buffer);
  return relative;
}
