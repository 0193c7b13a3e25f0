import { defineConfig } from 'vitest/config';

// Two suites: fast unit tests (pure logic, colocated *.test.ts) and API tests that start the real server
// against a real database (PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    // One worker per core: the main process mostly waits, so the default (cores - 1) leaves one of two cores idle.
    // Unit + web on the 2-core machine: 297 s -> 260 s, and 787 s -> 496 s beside two CPU-burning processes.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          // A ceiling that only catches hangs: tests that run ffmpeg or render pictures take seconds on a busy
          // 2-core machine, and no test may depend on how fast the machine is.
          testTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in parallel: each test server has its own data directory or PostgreSQL schema (and NOTIFY
          // channels), and child servers take ports from their worker's own block (helpers/server-process.ts).
          // API_TEST_WORKERS sets how many run at once; the default is the root's one per core. A worker keeps the
          // server's modules loaded from one file to the next (no vi.mock in these files, no module state that
          // outlives a server) instead of importing them again for every file.
          isolate: false,
          ...(process.env.API_TEST_WORKERS ? { maxWorkers: Number(process.env.API_TEST_WORKERS) } : {}),
        },
      },
    ],
  },
});
