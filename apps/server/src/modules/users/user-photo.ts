import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../lib/actor';
import { saveImage, type UploadedFile } from '../../lib/uploads';

/** The user form's cropped photo (field `foto`), kept as a 400×400 square. Null when none was sent. */
export async function saveUserPhoto(
  deps: AppDeps,
  actor: Actor,
  files: Map<string, UploadedFile>,
): Promise<string | null> {
  const file = files.get('foto');
  if (!file) return null;
  return saveImage(deps.mediaDir, actor.empresaId, 'usuarios', file, { width: 400, height: 400, fit: 'cover' });
}
