import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/backoffice', 'tools'],
    // Vitest's default leaves one core to its main process, which on a two-core machine (CI's)
    // runs every file one after the other. Each file has a database and a DOM of its own, so
    // they can share the cores; the main process mostly waits.
    maxWorkers: availableParallelism(),
  },
});
