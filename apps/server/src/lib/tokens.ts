import crypto from 'node:crypto';

/** A random secret for a session or a reset link; only its hash is stored. */
export function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}
