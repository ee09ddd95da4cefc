import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBoxError, createSecretBox } from '../../../src/lib/secret-box';
import { SECRET_KEY_FILE, parseSecretKey, secretBoxFor } from '../../../src/lib/secret-key';

const key = randomBytes(32);
const box = createSecretBox(key);
const CONTEXT = 'fel:1:llave_api';

/** Flips one bit of the base64url part at `index` of a sealed value. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, with accents and empty text, and never shows the plaintext', () => {
    for (const secret of ['E5DC9FFBA5F3653E27DF2FC1DCAC824D', 'llave-ñandú-ü', '']) {
      const sealed = box.seal(secret, CONTEXT);
      expect(sealed).toMatch(/^v1\./);
      if (secret) expect(sealed).not.toContain(secret);
      expect(box.open(sealed, CONTEXT)).toBe(secret);
    }
  });

  it('seals the same secret differently each time (random nonce)', () => {
    expect(box.seal('misma', CONTEXT)).not.toBe(box.seal('misma', CONTEXT));
  });

  it('refuses a tampered nonce, tag or ciphertext', () => {
    const sealed = box.seal('E5DC9FFBA5F3653E27DF2FC1DCAC824D', CONTEXT);
    for (const index of [1, 2, 3]) expect(() => box.open(tamper(sealed, index), CONTEXT)).toThrow(SecretBoxError);
    expect(() => box.open(sealed.slice(0, -2), CONTEXT)).toThrow(SecretBoxError);
  });

  it('refuses another key, another context and text that was never sealed', () => {
    const sealed = box.seal('secreto', CONTEXT);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, CONTEXT)).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'fel:2:llave_api')).toThrow(SecretBoxError);
    for (const junk of ['secreto', 'v2.a.b.c', 'v1.a.b', 'v1.a.b.c.d'])
      expect(() => box.open(junk, CONTEXT)).toThrow(SecretBoxError);
  });

  it('takes only 32-byte keys', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});

describe('secret key', () => {
  it('reads FEL_SECRET_KEY as hex or base64 and refuses other lengths', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretKey('corta')).toThrow(/FEL_SECRET_KEY/);
  });

  it('without FEL_SECRET_KEY creates one key file in DATA_DIR and reuses it after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-key-'));
    try {
      const sealed = secretBoxFor({ felSecretKey: null, dataDir }).seal('secreto', CONTEXT);
      const file = path.join(dataDir, SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(secretBoxFor({ felSecretKey: null, dataDir }).open(sealed, CONTEXT)).toBe('secreto');
      // FEL_SECRET_KEY wins over the file.
      expect(() =>
        secretBoxFor({ felSecretKey: randomBytes(32).toString('hex'), dataDir }).open(sealed, CONTEXT),
      ).toThrow(SecretBoxError);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
