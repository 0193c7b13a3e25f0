// Prints the gzip size of the JavaScript a browser loads before the first screen: the entry script of
// apps/web/dist/index.html and every module it preloads (target ≤ 150 KiB, issue 34). Then Lighthouse's
// performance score of the projects page, signed in with a few projects, on a server it starts (its own process,
// a fresh data folder) in headless Debian Chromium: the median of the runs and each run's FCP, LCP, TBT.
// Run after `npm run build`.
// Usage: node --import tsx bench/bundle-size.ts [--dist apps/web/dist] [--runs 3] [--desktop] [--no-lighthouse]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STORAGE_KEYS, type AuthResult } from '@sym/contracts';
import { lighthouseRuns, type PageRun } from './support/lighthouse-page.ts';
import { ROOT, apiClient, freePort, launchServer, option, waitHealthy } from './support/server-process.ts';

const DIST = resolve(ROOT, option('dist') ?? 'apps/web/dist');
const RUNS = Number(option('runs') ?? 3);
const PROJECTS = 6;

function initialScripts(): void {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pattern = /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g;
  const scripts = [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
  let raw = 0;
  let gzip = 0;
  for (const file of scripts) {
    const bytes = readFileSync(join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KiB raw`);
  }
  console.log(
    `initial JS: ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (${scripts.length} files)`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

function describeRun(run: PageRun): string {
  return (
    `score ${run.score}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, ` +
    `Speed Index ${ms(run.speedIndex)}, CLS ${run.cls.toFixed(3)}, scripts ${(run.scriptBytes / 1024).toFixed(1)} KiB`
  );
}

/** The projects page of a signed-in user with a few projects, measured by Lighthouse. */
async function projectsPageScore(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-lighthouse-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = launchServer({ port, dataDir, logLevel: 'warn', env: { WEB_DIST_DIR: DIST } });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await waitHealthy(child, base);
    const { data: call } = apiClient(base);
    const session = await call<AuthResult>('POST', '/api/auth/register', undefined, {
      name: 'Bench User',
      email: `bench-${Date.now()}@example.com`,
      password: 'a long bench pass phrase 7',
    });
    for (let index = 1; index <= PROJECTS; index += 1) {
      await call('POST', '/api/projects', session.accessToken, {
        name: `Lighthouse project ${index}`,
        description: `A keeper and a storm, part ${index}`,
      });
    }
    const isDesktop = process.argv.includes('--desktop');
    const runs = await lighthouseRuns({
      url: `${base}/projects`,
      runs: RUNS,
      isDesktop,
      storage: {
        [STORAGE_KEYS.accessToken]: session.accessToken,
        [STORAGE_KEYS.refreshToken]: session.refreshToken,
        [STORAGE_KEYS.user]: JSON.stringify(session.user),
      },
    });
    const settings = isDesktop ? 'desktop' : 'mobile, simulated slow 4G and 4x CPU slowdown (Lighthouse default)';
    console.log(`Lighthouse performance, /projects with ${PROJECTS} projects, ${settings}:`);
    runs.forEach((run, index) => console.log(`  run ${index + 1}: ${describeRun(run)}`));
    const redirected = runs.find((run) => !run.finalUrl.endsWith('/projects'));
    if (redirected) throw new Error(`the page ended at ${redirected.finalUrl}, not the projects page`);
    console.log(
      `  median of ${runs.length}: score ${median(runs.map((run) => run.score))}, ` +
        `FCP ${ms(median(runs.map((run) => run.fcp)))}, LCP ${ms(median(runs.map((run) => run.lcp)))}, ` +
        `TBT ${ms(median(runs.map((run) => run.tbt)))}`,
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

initialScripts();
if (!process.argv.includes('--no-lighthouse')) await projectsPageScore();
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
