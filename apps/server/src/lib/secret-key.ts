import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { SECRET_KEY_BYTES, createSecretBox, type SecretBox } from './secret-box';

/** Where the generated key lives when FEL_SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'fel-secret.key';

/** FEL_SECRET_KEY: 64 hexadecimal characters or the base64 of 32 bytes. */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error('FEL_SECRET_KEY debe tener 32 bytes: 64 caracteres hexadecimales o base64 (openssl rand -hex 32).');
  }
  return key;
}

/**
 * A shop owner expects the installation to work without extra setup and to keep working after a
 * restart: without FEL_SECRET_KEY a random key is created once in DATA_DIR and reused, so backing
 * up DATA_DIR keeps it. 'wx' makes the first of several instances sharing DATA_DIR win the race.
 */
function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(SECRET_KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(fs.readFileSync(file, 'utf8'));
}

/** The box that seals the company's FEL credentials, with the key FEL_SECRET_KEY or DATA_DIR gives. */
export function secretBoxFor(config: Pick<Config, 'felSecretKey' | 'dataDir'>): SecretBox {
  return createSecretBox(config.felSecretKey ? parseSecretKey(config.felSecretKey) : keyFromDataDir(config.dataDir));
}
