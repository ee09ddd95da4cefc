import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (the company's Infile keys): AES-256-GCM with a random 96-bit nonce per value.
 * The sealed text is `v1.<nonce>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can
 * be told apart by its prefix. `context` (e.g. "fel:12:llave_api") is authenticated but not
 * stored: a value copied to another company or column no longer opens.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

/** The sealed value was altered, sealed under another key or context, or is not a sealed value. */
export class SecretBoxError extends Error {
  constructor() {
    super('No se pudo descifrar el valor guardado.');
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws SecretBoxError when the value cannot be authenticated. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`La llave de cifrado debe tener ${SECRET_KEY_BYTES} bytes.`);
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, ciphertext, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        nonce === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length > 0
      )
        throw new SecretBoxError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError();
      }
    },
  };
}
