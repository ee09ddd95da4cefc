#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch) on :3000 and the back office with hot
// module replacement on Vite's dev server (http://127.0.0.1:5173, proxying /api and /media).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch', '--watch-preserve-output', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@pos/backoffice'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
