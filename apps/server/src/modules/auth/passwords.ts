import { hash, verify } from '@node-rs/argon2';

// argon2id is @node-rs/argon2's default algorithm (its enum is ambient const and can't be imported here).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the e-mail is unknown, so timing tells nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // catalogue-exempt: a dummy password, never shown
  dummyHash ??= hashPassword('contraseña-inexistente');
  await verifyPassword(await dummyHash, password);
  return false;
}
