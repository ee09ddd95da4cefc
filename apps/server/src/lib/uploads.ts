import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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
 * Checks that the upload really is a jpg/jpeg/png image (name and content), resizes it and
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
  if (!['.jpg', '.jpeg', '.png'].includes(extension))
    throw badRequest(IMAGE_FORMAT_MESSAGE, { [file.field]: [IMAGE_FORMAT_MESSAGE] });
  let format: string | undefined;
  try {
    format = (await sharp(file.buffer).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'jpeg' && format !== 'png')
    throw badRequest(IMAGE_FORMAT_MESSAGE, { [file.field]: [IMAGE_FORMAT_MESSAGE] });

  const image = sharp(file.buffer)
    .rotate()
    .resize({ width: shape.width, height: shape.height, fit: shape.fit, withoutEnlargement: shape.fit === 'inside' });
  // PNG keeps transparency for logos; photos and JPEG uploads are stored as JPEG.
  const output = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
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
