// Storyboard of a 500-shot episode in headless Chromium: time from navigation to every card in view
// rendered, and the longest task / longest frame while scrolling the page to the bottom in steps.
// Usage: node --import tsx bench/storyboard-scroll.ts [--runs 5] [--shots 500] [--dist apps/web/dist]
// Needs a built web app (`npm run build`, or --dist <folder>) and Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium). Uses the embedded database in a temporary folder. Shots have no pictures (nothing to
// decode), so the numbers are the storyboard's own rendering cost.
import { argument, median, openEpisodeBrowser } from './support/episode-browser.ts';

const RUNS = Number(argument('runs', '5'));
const SHOTS = Number(argument('shots', '500'));
const DIST = argument('dist', process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const VIEWS = ['deluxe', 'simple'] as const;

const episode = await openEpisodeBrowser({ shotCount: SHOTS, dist: DIST });

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

try {
  for (const view of VIEWS) {
    const opens: number[] = [];
    const tasks: number[] = [];
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await episode.openEditor('storyboard', { 'sym.storyboardView': view });
      // Navigation start is the page's time origin: the moment the cards reaching the bottom of the window
      // (or the end of the list) are all in the page.
      const opened = await page.waitForFunction(CARDS_IN_VIEW, undefined, { polling: 'raf', timeout: 60_000 });
      opens.push((await opened.jsonValue()) as number);
      await page.waitForTimeout(500);
      const scroll = (await page.evaluate(SCROLL_TO_BOTTOM)) as { longest: number; frame: number; rendered: number };
      tasks.push(scroll.longest);
      frames.push(scroll.frame);
      if (run === 0) console.log(`${view}: ${scroll.rendered} cards in the page at the bottom of ${SHOTS}`);
      await page.context().close();
    }
    const f = (values: number[]) => `p50 ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
    console.log(`${view}: open ${SHOTS}-shot episode (navigation → cards in view rendered), ${RUNS} runs: ${f(opens)}`);
    console.log(`${view}: longest task while scrolling to the bottom: ${f(tasks)} (0 = no task over 50 ms)`);
    console.log(`${view}: longest frame while scrolling: ${f(frames)}`);
  }
} finally {
  await episode.close();
}
