import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'happy-dom',
    include: ['test/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // The DOM tests share the machine with the API suite: a whole form flow under that load can
    // pass 5 s (vitest's default) without anything being wrong.
    testTimeout: 30_000,
  },
});
