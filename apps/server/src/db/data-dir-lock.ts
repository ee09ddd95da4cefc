import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'pos-server.lock';

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no server: two processes opening one data directory silently lose writes
 * (STACK-NOTES §3.2). Hold a lock file with our pid; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(
          `La base de datos en ${dir} ya está abierta por el proceso ${owner}. Detenga ese proceso o use otro DATA_DIR.`,
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear el directorio de datos ${dir}.`);
}
