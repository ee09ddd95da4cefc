#!/usr/bin/env node
// Builds the back office into apps/backoffice/dist and precompresses it (brotli and gzip files
// beside each text asset, served by the API when the browser accepts them).
//
//   node scripts/build-backoffice.mjs               always builds
//   node scripts/build-backoffice.mjs --if-changed  skips the build when its sources have not
//                                                   changed since the last one (npm start)
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/backoffice/dist');
const stampFile = path.join(dist, '.fuentes.sha256');

/** Everything the build reads: the back office, the shared package it bundles, and the locked dependencies. */
const SOURCES = [
  'apps/backoffice/src',
  'apps/backoffice/public',
  'apps/backoffice/index.html',
  'apps/backoffice/vite.config.ts',
  'apps/backoffice/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
  'scripts/build-backoffice.mjs',
];

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

function sourcesHash() {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain nothing worth a second request-time lookup. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress() {
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

const hash = sourcesHash();
if (process.argv.includes('--if-changed') && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
  console.log('Back office sin cambios: se usa la compilación existente.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@pos/backoffice'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const count = await precompress();
fs.writeFileSync(stampFile, hash);
console.log(`Back office compilado; ${count} archivos precomprimidos (br, gz).`);
