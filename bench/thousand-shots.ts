// An episode of 1,000 shots in the browser (issue 34): the storyboard (Deluxe and Simple), the timeline and the
// script editor, each opened fresh in headless Chromium. Prints, p50/max over the runs:
// - storyboard: navigation → every card in view rendered, then the longest task and frame while scrolling to the end;
// - timeline: navigation → the shots track shown, then the longest task while scrolling it to the end, zooming it
//   in and out (5 steps each way) and playing it for 2 s;
// - script editor (its script written from the 1,000 shots by scenario.script.generate): navigation → the script
//   in the editor, the longest task while scrolling it to the end, and while typing a line in its middle, with
//   each keystroke's latency (keydown → the next frame).
// Targets: first cards ≤ 1 s; every longest task ≤ 100 ms. Long tasks come from PerformanceObserver('longtask')
// (tasks over 50 ms; 0 = none).
// Usage: node --import tsx bench/thousand-shots.ts [--runs 3] [--shots 1000] [--dist apps/web/dist] [--only storyboard,timeline,script]
// Needs a built web app (`npm run build`, or --dist <folder>) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import {
  PAGE_PROBES,
  argument,
  openEpisodeBrowser,
  spread,
  startTrace,
  stopTrace,
  type EpisodeBrowser,
} from './support/episode-browser.ts';

const RUNS = Number(argument('runs', '3'));
const SHOTS = Number(argument('shots', '1000'));
const DIST = argument('dist', process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const ONLY = argument('only', 'storyboard,timeline,script').split(',');
const LINE = 'INT. LIGHTHOUSE - NIGHT — the keeper hears a knock.';

interface Probe {
  longest: number;
  frame: number;
  tasks: number;
}

const results = new Map<string, number[]>();
const record = (name: string, value: number) => results.set(name, [...(results.get(name) ?? []), value]);

/** Opens the editor's `tab` traced, until `ready` (an expression) holds in the page; records when, and its CPU. */
async function openUntil(
  episode: EpisodeBrowser,
  name: string,
  tab: string,
  ready: string,
  settings?: Record<string, string>,
): Promise<Page> {
  const page = await episode.openEditor(tab, settings, startTrace);
  const handle = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, {
    polling: 'raf',
    timeout: 120_000,
  });
  record(`${name} (ms from navigation)`, (await handle.jsonValue()) as number);
  const tasks = await stopTrace(page);
  record(`${name}: main-thread CPU`, tasks.cpu);
  record(`${name}: longest task CPU`, tasks.longestCpu);
  await page.evaluate(PAGE_PROBES);
  await page.waitForTimeout(500);
  return page;
}

/** The browser stopped drawing frames (PAGE_PROBES' `stalled`): the run is left out and counted. */
class CompositorStall extends Error {
  constructor(readonly page: Page) {
    super('headless Chromium stopped drawing frames');
  }
}
let stalls = 0;

/** Runs `steps` watched: the longest task (PerformanceObserver 'longtask', wall) and its CPU (trace). */
async function watched(page: Page, name: string, steps: () => Promise<void>): Promise<Probe> {
  await startTrace(page);
  await page.evaluate('window.__stop = window.__bench.watch()');
  await steps();
  if (await page.evaluate('window.__bench.stalled')) throw new CompositorStall(page);
  await page.waitForTimeout(300);
  const probe = (await page.evaluate('window.__stop()')) as Probe;
  const tasks = await stopTrace(page);
  record(`${name}: longest task`, probe.longest);
  record(`${name}: longest task CPU`, tasks.longestCpu);
  return probe;
}

/** Scrolls `target` (an expression: an element, or window) to its end in steps of 80 % of its view, two frames each. */
const scrollToEnd = (target: string, axis: 'x' | 'y') => `(async () => {
  const el = ${target};
  const page = el === window;
  const view = () => (page ? (${axis === 'y'} ? innerHeight : innerWidth) : (${axis === 'y'} ? el.clientHeight : el.clientWidth));
  const at = () => (page ? (${axis === 'y'} ? scrollY : scrollX) : (${axis === 'y'} ? el.scrollTop : el.scrollLeft));
  const size = () => (page ? (${axis === 'y'} ? document.documentElement.scrollHeight : document.documentElement.scrollWidth)
    : (${axis === 'y'} ? el.scrollHeight : el.scrollWidth));
  let steps = 0;
  while (at() + view() < size() - 2 && steps < 2000 && !window.__bench.stalled) {
    el.scrollBy(${axis === 'x'} ? view() * 0.8 : 0, ${axis === 'y'} ? view() * 0.8 : 0);
    steps += 1;
    await window.__bench.frames(2);
  }
  return steps;
})()`;

const CARDS_IN_VIEW = `(() => {
  const list = document.querySelector('[role="list"][aria-label]');
  const cards = list ? [...list.querySelectorAll('article')] : [];
  if (cards.length === 0) return false;
  const bottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
  return bottom >= window.innerHeight || bottom >= list.getBoundingClientRect().bottom - 24;
})()`;
const TRACKS = `document.querySelector('[data-testid="timeline-tracks"]')`;
const SCRIPT = `document.querySelector('textarea')`;

async function storyboard(episode: EpisodeBrowser, view: 'deluxe' | 'simple') {
  const page = await openEpisodeView(episode, view);
  const scroll = await watched(page, `storyboard ${view}: scrolling to the end`, async () => {
    await page.evaluate(scrollToEnd('window', 'y'));
  });
  record(`storyboard ${view}: scrolling to the end: longest frame`, scroll.frame);
  await page.context().close();
}

const openEpisodeView = (episode: EpisodeBrowser, view: string) =>
  openUntil(episode, `storyboard ${view}: first cards`, 'storyboard', CARDS_IN_VIEW, { 'sym.storyboardView': view });

async function timeline(episode: EpisodeBrowser) {
  const page = await openUntil(
    episode,
    'timeline: shots track shown',
    'timeline',
    `${TRACKS}?.querySelector('button')`,
  );
  await watched(
    page,
    'timeline: scrolling to the end',
    async () => void (await page.evaluate(scrollToEnd(TRACKS, 'x'))),
  );
  await watched(page, 'timeline: zooming (5 in, 5 out)', async () => {
    for (const name of ['Zoom in', 'Zoom out']) {
      for (let step = 0; step < 5; step += 1) {
        await page.getByRole('button', { name, exact: true }).click();
        await page.evaluate('window.__bench.frames(2)');
      }
    }
  });
  const play = await watched(page, 'timeline: playing 2 s', async () => {
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
  });
  record('timeline: playing 2 s: longest frame', play.frame);
  await page.context().close();
}

// Each keystroke: its keydown's time stamp → the first task after the frame that follows its input event.
const KEY_LATENCY = `(() => {
  window.__keys = [];
  let down = 0;
  document.addEventListener('keydown', (event) => { down = event.timeStamp; }, true);
  document.addEventListener('input', () => {
    const from = down;
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - from), 0));
  }, true);
})()`;

async function script(episode: EpisodeBrowser) {
  const page = await openUntil(episode, 'script: script in the editor', 'script', `${SCRIPT}?.value.length > 1000`);
  await watched(page, 'script: scrolling to the end', async () => void (await page.evaluate(scrollToEnd(SCRIPT, 'y'))));
  await page.evaluate(KEY_LATENCY);
  await page.getByRole('textbox', { name: 'Script', exact: true }).focus();
  // In the middle of the script, after a line's end: a new line typed there.
  await page.evaluate(`(() => {
    const el = ${SCRIPT};
    const at = el.value.indexOf('\\n', Math.floor(el.value.length / 2));
    el.setSelectionRange(at, at);
  })()`);
  await watched(page, 'script: typing a line', async () => {
    await page.keyboard.press('Enter');
    await page.keyboard.type(LINE, { delay: 40 });
  });
  const keys = (await page.evaluate('window.__keys')) as number[];
  record('script: keystroke → next frame, median of the line', [...keys].sort((a, b) => a - b)[keys.length >> 1]!);
  record('script: keystroke → next frame, slowest of the line', Math.max(...keys));
  await page.context().close();
}

/** Runs one view's measures; a stall of the browser's drawing leaves that run's later measures out. */
async function unlessStalled(measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (error) {
    if (!(error instanceof CompositorStall)) throw error;
    stalls += 1;
    // The stall interrupted a watched step: its trace is still recording, and the next run starts its own.
    await error.page
      .context()
      .browser()!
      .stopTracing()
      .catch(() => undefined);
    await error.page.context().close();
  }
}

const episode = await openEpisodeBrowser({ shotCount: SHOTS, dist: DIST });
try {
  if (ONLY.includes('script')) {
    const written = await episode.post<{ script: string }>(`/api/scenarios/${episode.scenarioId}/script/generate`, {});
    console.log(`script: ${written.script.length} characters, ${written.script.split('\n').length} lines`);
  }
  for (let run = 0; run < RUNS; run += 1) {
    if (ONLY.includes('storyboard')) {
      await unlessStalled(() => storyboard(episode, 'deluxe'));
      await unlessStalled(() => storyboard(episode, 'simple'));
    }
    if (ONLY.includes('timeline')) await unlessStalled(() => timeline(episode));
    if (ONLY.includes('script')) await unlessStalled(() => script(episode));
  }
} finally {
  console.log(
    `${SHOTS} shots, ${RUNS} runs, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const [name, values] of results) console.log(`${name}: ${spread(values)}`);
  if (stalls > 0) console.log(`runs left out because headless Chromium stopped drawing frames: ${stalls}`);
  await episode.close();
}
