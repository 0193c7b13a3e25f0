// Storyboard of a 500-shot episode in headless Chromium: time from navigation to every card in view
// rendered, and the longest task / longest frame while scrolling the page to the bottom in steps.
// Usage: node --import tsx bench/storyboard-scroll.ts [--runs 5] [--shots 500] [--dist apps/web/dist]
// Needs a built web app (`npm run build`, or --dist <folder>) and Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). Uses the embedded database in a temporary folder. Shots have no pictures (nothing to
// decode), so the numbers are the storyboard's own rendering cost.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { shots } from '../apps/server/src/db/schema.ts';
import { startServer } from '../apps/server/src/composition/process.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const RUNS = Number(argument('runs', '5'));
const SHOTS = Number(argument('shots', '500'));
const DIST = resolve(argument('dist', process.env.WEB_DIST_DIR ?? 'apps/web/dist'));
const VIEWS = ['deluxe', 'simple'] as const;
const SHOT_TYPES = ['wide', 'medium', 'close', 'establishing'] as const;

const root = mkdtempSync(join(tmpdir(), 'sym-bench-storyboard-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: join(root, 'data'),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: DIST,
});
const server = await startServer(config);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

async function api<T>(path: string, token: string | null, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

// In the page: performance.now() (ms since navigation start) once the cards reaching the bottom of the
// window, or the end of the list, are all in the page; false before.
const CARDS_IN_VIEW = `(() => {
  const list = document.querySelector('[role="list"][aria-label]');
  const cards = list ? [...list.querySelectorAll('article')] : [];
  if (cards.length === 0) return false;
  const bottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
  const listBottom = list.getBoundingClientRect().bottom;
  return bottom >= window.innerHeight || bottom >= listBottom - 24 ? performance.now() : false;
})()`;

// Runs in the page; a string, so the bundler's helpers (keepNames) do not leak into it.
const SCROLL_TO_BOTTOM = `(async () => {
  const seen = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push(e.duration)));
  observer.observe({ type: 'longtask' });
  const gaps = [];
  let last = performance.now();
  const frame = () => new Promise((done) => requestAnimationFrame((now) => { gaps.push(now - last); last = now; done(); }));
  while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
    window.scrollBy(0, window.innerHeight * 0.8);
    await frame();
    await frame();
  }
  await new Promise((done) => setTimeout(done, 300));
  observer.disconnect();
  const rendered = document.querySelectorAll('[role="list"][aria-label] article').length;
  return { longest: Math.max(0, ...seen), frame: Math.max(...gaps), rendered };
})()`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

try {
  const session = await api<{ accessToken: string; refreshToken: string; user: unknown }>('/api/auth/register', null, {
    name: 'Bench User',
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password',
  });
  const project = await api<{ id: string }>('/api/projects', session.accessToken, { name: 'Bench storyboard' });
  const scenario = await api<{ id: string }>('/api/scenarios', session.accessToken, {
    projectId: project.id,
    name: `${SHOTS} shots`,
  });
  await server.database.db.insert(shots).values(
    Array.from({ length: SHOTS }, (_, i) => ({
      scenarioId: scenario.id,
      sequence: i + 1,
      type: SHOT_TYPES[i % SHOT_TYPES.length]!,
      description: `Scene ${i + 1}: the keeper climbs the stairs while the storm rolls in over the cliffs.`,
      duration: 2 + (i % 4),
    })),
  );
  const url = `${server.url}/projects/${project.id}/scenarios/${scenario.id}`;

  for (const view of VIEWS) {
    const opens: number[] = [];
    const tasks: number[] = [];
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        `localStorage.setItem('sym.accessToken', ${JSON.stringify(session.accessToken)});
         localStorage.setItem('sym.refreshToken', ${JSON.stringify(session.refreshToken)});
         localStorage.setItem('sym.user', ${JSON.stringify(JSON.stringify(session.user))});
         localStorage.setItem('sym.storyboardView', ${JSON.stringify(view)});`,
      );
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      // Navigation start is the page's time origin: the moment the cards reaching the bottom of the window
      // (or the end of the list) are all in the page.
      const opened = await page.waitForFunction(CARDS_IN_VIEW, undefined, { polling: 'raf', timeout: 60_000 });
      opens.push((await opened.jsonValue()) as number);
      await page.waitForTimeout(500);
      const scroll = (await page.evaluate(SCROLL_TO_BOTTOM)) as { longest: number; frame: number; rendered: number };
      tasks.push(scroll.longest);
      frames.push(scroll.frame);
      if (run === 0) console.log(`${view}: ${scroll.rendered} cards in the page at the bottom of ${SHOTS}`);
      await context.close();
    }
    const f = (values: number[]) => `p50 ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    console.log(`${view}: open ${SHOTS}-shot episode (navigation → cards in view rendered), ${RUNS} runs: ${f(opens)}`);
    console.log(`${view}: longest task while scrolling to the bottom: ${f(tasks)} (0 = no task over 50 ms)`);
    console.log(`${view}: longest frame while scrolling: ${f(frames)}`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
