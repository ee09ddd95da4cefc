import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3917);
/** The server's local FEL sandbox on a known port, so browser tests can tell it to fail (POST /sandbox/fallar). */
export const SANDBOX_FEL_PORT = PORT + 1;

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts/,
  // Two spec files at a time: each works in a practice company of its own (scripts/e2e-server.mjs),
  // under a NIT of its own for the FEL sandbox's ordered faults, so none sees another's data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test gets room for a busy machine (a click took 9 s at load 26); a hang still fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.pw-report.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    locale: 'es-GT',
    timezoneId: 'America/Guatemala',
    viewport: { width: 1366, height: 850 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}`, FEL_SANDBOX_PORT: String(SANDBOX_FEL_PORT) },
    url: `http://127.0.0.1:${PORT}/api/salud/`,
    reuseExistingServer: false,
    // Seeding one practice company per spec file comes first (scripts/e2e-server.mjs).
    timeout: 240_000,
  },
});
