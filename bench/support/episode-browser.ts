// A long episode opened in headless Chromium, for the benches that measure the web app in a browser: the server
// (embedded database in a temporary folder, serving a built web app), a signed-up user with one project and one
// episode of N shots (no pictures: nothing to decode, so the numbers are the app's own rendering cost), and pages
// opened on the episode editor already signed in.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../apps/server/src/config/index.ts';
import { shots } from '../../apps/server/src/db/schema.ts';
import { startServer } from '../../apps/server/src/composition/process.ts';

const SHOT_TYPES = ['wide', 'medium', 'close', 'establishing'] as const;

/** The value after `--name` on the command line, or the fallback. */
export function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** "p50 12 ms, max 30 ms" over the runs. */
export const spread = (values: readonly number[]) =>
  `p50 ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

export interface EpisodeBrowser {
  browser: Browser;
  baseUrl: string;
  projectId: string;
  scenarioId: string;
  /** POST to the API as the bench's user. */
  post: <T>(path: string, body: unknown) => Promise<T>;
  /**
   * A new page (its own context, 1280×800) signed in, with these local settings, on the editor's `tab`;
   * `beforeNavigation` runs on the blank page first (to start a trace).
   */
  openEditor: (
    tab: string,
    settings?: Record<string, string>,
    beforeNavigation?: (page: Page) => Promise<void>,
  ) => Promise<Page>;
  close: () => Promise<void>;
}

/** Starts the server and Chromium and makes the episode of `shotCount` shots. */
export async function openEpisodeBrowser(options: { shotCount: number; dist: string }): Promise<EpisodeBrowser> {
  const root = mkdtempSync(join(tmpdir(), 'sym-bench-episode-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: join(root, 'data'),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: resolve(options.dist),
  });
  const server = await startServer(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const close = async () => {
    await browser.close();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    let token: string | null = null;
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    const session = await post<{ accessToken: string; refreshToken: string; user: unknown }>('/api/auth/register', {
      name: 'Bench User',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password',
    });
    token = session.accessToken;
    const project = await post<{ id: string }>('/api/projects', { name: 'Bench episode' });
    const scenario = await post<{ id: string }>('/api/scenarios', {
      projectId: project.id,
      name: `${options.shotCount} shots`,
    });
    await server.database.db.insert(shots).values(
      Array.from({ length: options.shotCount }, (_, i) => ({
        scenarioId: scenario.id,
        sequence: i + 1,
        type: SHOT_TYPES[i % SHOT_TYPES.length]!,
        description: `Scene ${i + 1}: the keeper climbs the stairs while the storm rolls in over the cliffs.`,
        duration: 2 + (i % 4),
      })),
    );
    const url = `${server.url}/projects/${project.id}/scenarios/${scenario.id}`;

    const openEditor = async (
      tab: string,
      settings: Record<string, string> = {},
      beforeNavigation?: (page: Page) => Promise<void>,
    ) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
      const stored = {
        'sym.accessToken': session.accessToken,
        'sym.refreshToken': session.refreshToken,
        'sym.user': JSON.stringify(session.user),
        ...settings,
      };
      await context.addInitScript(
        Object.entries(stored)
          .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
          .join('\n'),
      );
      const page = await context.newPage();
      await beforeNavigation?.(page);
      await page.goto(`${url}?tab=${tab}`, { waitUntil: 'commit' });
      return page;
    };

    return { browser, baseUrl: server.url, projectId: project.id, scenarioId: scenario.id, post, openEditor, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Page-side helpers (a string, so the bundler's helpers do not leak into it): `window.__bench.watch()` starts
 * collecting long tasks (PerformanceObserver 'longtask', over 50 ms) and frame gaps; the function it answers
 * stops and answers { longest, frame, tasks } (longest task ms, 0 when none; longest gap between frames).
 * `frames(n)` waits n frames; `stalled` tells that frames stopped coming (see there).
 */
export const PAGE_PROBES = `window.__bench = {
  watch() {
    const tasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const gaps = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => { gaps.push(now - last); last = now; if (running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    return () => {
      running = false;
      observer.takeRecords().forEach((e) => tasks.push(e.duration));
      observer.disconnect();
      return { longest: Math.max(0, ...tasks), frame: Math.max(0, ...gaps), tasks: tasks.length };
    };
  },
  // Headless Chromium (software compositing) now and then stops producing frames for good, the page's main
  // thread idle: a wait for frames gives up after 5 s and says so (stalled), rather than hanging the bench.
  stalled: false,
  frames(n) {
    return new Promise((done) => {
      const timer = setTimeout(() => { window.__bench.stalled = true; done(); }, 5000);
      const step = () => (n-- <= 0 ? (clearTimeout(timer), done()) : requestAnimationFrame(step));
      step();
    });
  },
};`;

/**
 * The trace category with every task of the page's main thread, its wall (dur) and CPU (tdur) time. Only that:
 * the DevTools timeline categories record style invalidations and layout details, which made the traced long
 * tasks a third longer than the same steps untraced.
 */
const TRACE_CATEGORIES = ['toplevel'];
/** A top-level task of a thread, in that category. */
const TASK = 'ThreadControllerImpl::RunTask';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main-thread tasks while tracing: their count, the longest by wall and by CPU time, and CPU in all. */
export interface MainThreadTasks {
  longestWall: number;
  longestCpu: number;
  cpu: number;
}

/** Starts tracing the page's main thread (one trace at a time per browser). */
export async function startTrace(page: Page): Promise<void> {
  await page.context().browser()!.startTracing(page, { categories: TRACE_CATEGORIES });
}

/**
 * Stops the trace and reads the renderer main thread's top-level tasks, in ms: the CPU time (tdur) says
 * what a task costs whatever else the machine runs; the wall time (dur) is what the user waits.
 */
export async function stopTrace(page: Page): Promise<MainThreadTasks> {
  const buffer = await page.context().browser()!.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents.filter(
    (event) => event.ph === 'X' && event.name === TASK && mains.has(`${event.pid}:${event.tid}`),
  );
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  return {
    longestWall: Math.max(0, ...tasks.map((task) => ms(task.dur))),
    longestCpu: Math.max(0, ...tasks.map((task) => ms(task.tdur))),
    cpu: tasks.reduce((sum, task) => sum + ms(task.tdur), 0),
  };
}
