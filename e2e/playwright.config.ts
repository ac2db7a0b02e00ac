// End-to-end journeys in the system Chromium against the real server on an embedded database with demo data.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's headless shell (the old headless mode) when installed: it draws the same pages with no browser interface and
// no GPU process, about half the processor time of the full browser's headless mode on a two-core machine.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(chromePath)) {
  const message = `Chromium introuvable à ${chromePath} : installez le paquet Debian « chromium-headless-shell » (ou « chromium ») ou définissez CHROME_PATH.`;
  if (process.env.E2E === 'skip') {
    console.warn(`${message} Tests de bout en bout IGNORÉS (E2E=skip).`);
    process.exit(0);
  }
  throw new Error(message);
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so that runs on different ports can go side by side.
export const E2E_DATA_DIR = path.join(tmpdir(), `tremplin-e2e-${E2E_PORT}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Live interviews and voice rooms: a generated camera and microphone, allowed without asking.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && npm run start -w @tremplin/api`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // info: the admin log console shows requests as they come.
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Every journey signs the demo accounts in from one address.
      RATE_LIMIT_SCALE: '50',
    },
  },
});
