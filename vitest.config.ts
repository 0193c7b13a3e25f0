import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import web from './apps/web/vitest.config.ts';

/**
 * The test files under `folders` (relative to this file) that replace modules or globals (vi.mock, vi.stubGlobal,
 * vi.stubEnv): they run isolated, each file with modules of its own. The others share a worker's loaded modules
 * from one file to the next, which took the unit tests from 137 s to 77 s and the web tests from about five
 * minutes to 73 s on the 2-core machine: most of a file's time was importing the same modules again.
 */
function filesReplacingModules(folders: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (pattern.test(entry.name) && /\bvi\.(mock|stubGlobal|stubEnv)\(/.test(readFileSync(path, 'utf8'))) {
        found.push(path);
      }
    }
  };
  for (const folder of folders) walk(folder);
  return found;
}

const UNIT_FILES = ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.mjs'];
const unitReplacing = filesReplacingModules(['packages', 'apps/server/src', 'scripts'], /\.test\.(ts|mjs)$/);
const webReplacing = filesReplacingModules(['apps/web/src'], /\.test\.tsx?$/).map((path) =>
  path.replace(/^apps\/web\//, ''),
);

// Unit tests (pure logic, colocated *.test.ts), web tests (jsdom), each also as an isolated project for the files
// that replace modules or globals, and API tests that start the real server against a real database (PGlite by
// default, PostgreSQL when DATABASE_URL is set). `--project 'web*'` runs both web projects.
export default defineConfig({
  test: {
    // One worker per core: the main process mostly waits, so the default (cores - 1) leaves one of two cores idle.
    // Unit + web on the 2-core machine: 297 s -> 260 s, and 787 s -> 496 s beside two CPU-burning processes.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: unitReplacing,
          environment: 'node',
          // A ceiling that only catches hangs: tests that run ffmpeg or render pictures take seconds on a busy
          // 2-core machine, and no test may depend on how fast the machine is.
          testTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: { name: 'unit:isolated', include: unitReplacing, environment: 'node', testTimeout: 60_000 },
      },
      { ...web, test: { ...web.test, name: 'web', exclude: webReplacing, isolate: false } },
      { ...web, test: { ...web.test, name: 'web:isolated', include: webReplacing } },
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
