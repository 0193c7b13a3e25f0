// Lighthouse (performance category) on one page of the app as a signed-in user, in headless Debian Chromium.
// For each run Playwright starts a browser on a fresh profile with a debugging port and writes the session into the
// origin's localStorage, as the web app keeps it after signing in; Lighthouse then loads the page in that browser
// without resetting storage (which would sign the user out).
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';

/** The flags the brief of issue 34 names for a quiet, headless Chromium. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface PageRun {
  score: number;
  /** Milliseconds, except cls (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  cls: number;
  /** Bytes of JavaScript the page transferred (all scripts, lazy ones included). */
  scriptBytes: number;
  finalUrl: string;
}

export interface LighthouseOptions {
  url: string;
  /** Written into the page origin's localStorage before the runs (the signed-in session). */
  storage: Record<string, string>;
  runs: number;
  /** Lighthouse's desktop settings instead of its default (a mid-range phone on a slow 4G network, simulated). */
  isDesktop?: boolean;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
}

function runOf(lhr: {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit>;
  finalDisplayedUrl: string;
}): PageRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    speedIndex: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * One Lighthouse run in a browser of its own (a fresh profile: nothing cached, as on a first visit), signed in
 * through localStorage first.
 */
async function lighthouseRun(options: LighthouseOptions): Promise<PageRun> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'sym-bench-lighthouse-'));
  // The persistent context is the browser's default one, the one Lighthouse opens its tab in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: false,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/api/health', options.url).href);
    await page.evaluate((entries) => {
      // Runs in the page (the bench's own types have no DOM).
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
    // Storage stays (the session); the cache is empty anyway in this fresh profile.
    const result = await lighthouse(
      options.url,
      { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', disableStorageReset: true },
      options.isDesktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return runOf(result.lhr as Parameters<typeof runOf>[0]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** How often a run Lighthouse could not record (a lost trace on a busy machine: NO_NAVSTART) is tried again. */
const RETRIES = 2;

/** Runs Lighthouse `runs` times on the page, one after the other, each on a cold browser. */
export async function lighthouseRuns(options: LighthouseOptions): Promise<PageRun[]> {
  const runs: PageRun[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        runs.push(await lighthouseRun(options));
        break;
      } catch (error) {
        if (attempt >= RETRIES) throw error;
        console.log(`  run ${run + 1} again: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return runs;
}
