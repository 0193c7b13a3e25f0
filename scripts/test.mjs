#!/usr/bin/env node
// `npm test`: static checks, unit, API and browser tests, in that order; stops at the first failing step
// and ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

function vitest(title, projects, reportName, env, filters = []) {
  const file = join(reports, reportName);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...filters];
  const ok = run(title, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);
  countVitest(file);
  return ok;
}

function finish(ok) {
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

// The API tests that run ffmpeg (exports, audio, voices, clips, lip-sync): `npm test -- media` runs them alone, so CI
// can run them again with FFMPEG_PATH pointing at the build shipped in node_modules.
const MEDIA_API_TESTS = [
  'exports',
  'shares',
  'purge-media',
  'audio-upload',
  'voice-clips',
  'tracks',
  'generation',
  'lipsync',
  'jobs-crash',
  'media-toolchain',
].map((name) => `apps/server/test/${name}`);

const only = process.argv[2]; // optional: unit | api | e2e | media (media runs only when asked)
const steps = [
  [
    'static',
    () =>
      run('typecheck', 'npm', ['run', 'typecheck']) &&
      run('lint', 'npm', ['run', 'lint']) &&
      run('house', 'npm', ['run', 'house', '--', '--check']),
  ],
  ['static', () => run('migrations match the schema', 'npm', ['run', 'db:check'])],
  ['unit', () => vitest('unit tests', ['unit', 'web'], 'unit.json')],
  ['api', () => vitest('API tests', ['api'], 'api.json')],
  [
    'media',
    () =>
      vitest(
        `media API tests (FFMPEG_PATH=${process.env.FFMPEG_PATH ?? 'unset'})`,
        ['api'],
        'media.json',
        {},
        MEDIA_API_TESTS,
      ),
  ],
  [
    'e2e',
    () => {
      if (!ensureChromium()) return false;
      if (!run('build web app', 'npm', ['run', 'build'])) return false;
      const ok = run('browser journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
        CI: '1',
      });
      countPlaywright(join(root, 'e2e', 'test-results', 'results.json'));
      return ok;
    },
  ],
];

for (const [kind, step] of steps) {
  if (only ? kind !== only : kind === 'media') continue;
  if (!step()) finish(false);
}
finish(true);
