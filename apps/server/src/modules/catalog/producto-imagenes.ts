import { deleteMedia, saveImage, type ImageShape, type UploadedFile } from '../../lib/uploads';

/** What is kept of each product image (P2-03k): the original, the store's square crop and a thumbnail. */
const VARIANTES = {
  imagen: { width: 1600, height: 1600, fit: 'inside' },
  recorte: { width: 800, height: 800, fit: 'cover' },
  miniatura: { width: 200, height: 200, fit: 'cover' },
} as const satisfies Record<string, ImageShape>;

export interface ImagenGuardada {
  imagen: string;
  recorte: string;
  miniatura: string;
}

export function archivosDe(imagen: ImagenGuardada): string[] {
  return [imagen.imagen, imagen.recorte, imagen.miniatura];
}

export async function deleteImages(mediaDir: string, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => deleteMedia(mediaDir, p)));
}

/**
 * Checks and stores the uploads under `<mediaDir>/<empresa>/productos/`, keyed by part name. If one
 * is refused (not jpg/jpeg/png) nothing stays on disk.
 */
export async function saveProductImages(
  mediaDir: string,
  empresaId: number,
  files: readonly UploadedFile[],
): Promise<Map<string, ImagenGuardada>> {
  const saved = new Map<string, ImagenGuardada>();
  const written: string[] = [];
  try {
    for (const file of files) {
      const variant = async (shape: ImageShape) => {
        const stored = await saveImage(mediaDir, empresaId, 'productos', file, shape);
        written.push(stored);
        return stored;
      };
      saved.set(file.field, {
        imagen: await variant(VARIANTES.imagen),
        recorte: await variant(VARIANTES.recorte),
        miniatura: await variant(VARIANTES.miniatura),
      });
    }
  } catch (error) {
    await deleteImages(mediaDir, written);
    throw error;
  }
  return saved;
}
