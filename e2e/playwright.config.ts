import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Journeys run against the built app served by the real server on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sym-e2e-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baseURL = `http://127.0.0.1:${port}`;
// The social sign-in journey signs in at a real OpenID Connect provider on loopback, configured as "Google".
const idpPort = port + 10;
const idp = { clientId: 'sym-studio-test', clientSecret: 'a-test-client-secret-that-is-long-enough' };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // A ceiling that only catches a hang: every expect waits for what the user sees, which takes longer on a
  // busy machine. How fast things are is measured in bench/, never here.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx support/identity-provider.ts',
      url: `http://127.0.0.1:${idpPort + 1}`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { IDP_PORT: String(idpPort), IDP_REDIRECT_URI: `${baseURL}/login` },
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../apps/server',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
        GOOGLE_ISSUER: `http://127.0.0.1:${idpPort}`,
      },
    },
  ],
});
