import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run on Debian's Chromium (nothing may download a browser). Install it when
 * running as root, otherwise stop with the one command to run. Never skip silently.
 */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Instalando Chromium (apt-get install chromium)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (fs.existsSync(CHROMIUM)) return;
  }
  console.error(`No se encontró Chromium en ${CHROMIUM}. Instálelo con: sudo apt-get install -y chromium`);
  process.exit(1);
}
