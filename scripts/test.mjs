#!/usr/bin/env node
// `npm test`: static checks, unit, API and browser tests, in that order; stops at the first failing step
// and ends with one summary line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { printTimes } from './stage-times.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each step's title, seconds and outcome, printed as a table at the end. */
const times = [];
const startedAt = Date.now();

function timed(title, started, ok, isPart = false) {
  const seconds = (Date.now() - started) / 1000;
  times.push({ title, seconds, ok, isPart });
  console.log(`  ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return timed(title, started, result.status === 0);
}

/** Runs a command with its output kept, printed in one piece when it ends (checks run side by side). */
function runQuietly(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      resolve(timed(title, started, code === 0, true));
    });
  });
}

/** The static checks are independent single-threaded processes: they run side by side, one per core. */
async function staticChecks() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const checks = [
    ['lint: eslint', 'npx', ['eslint', '.']],
    ...workspaces.map((workspace) => [
      `typecheck ${workspace}`,
      'npm',
      ['run', 'typecheck', '--if-present', '-w', workspace],
    ]),
    ['lint: prettier', 'npx', ['prettier', '--check', '.']],
    ['house', 'npm', ['run', 'house', '--', '--check']],
    ['migrations match the schema', 'npm', ['run', 'db:check']],
    ['third-party licences', 'node', ['scripts/third-party-notices.mjs', '--check']],
  ];
  const started = Date.now();
  let ok = true;
  const next = async () => {
    for (let check = checks.shift(); check; check = checks.shift()) ok = (await runQuietly(...check)) && ok;
  };
  await Promise.all(Array.from({ length: availableParallelism() }, next));
  return timed('static checks (side by side)', started, ok);
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
  printTimes(times, startedAt);
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
  ['static', staticChecks],
  ['unit', () => vitest('unit tests', ['unit', 'unit:isolated', 'web', 'web:isolated'], 'unit.json')],
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
  if (!(await step())) finish(false);
}
finish(true);
