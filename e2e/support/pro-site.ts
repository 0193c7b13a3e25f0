import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from './test';
import { startAppServer, type AppServer } from './app-server';

/**
 * A professional site for the specs of one file: the same web build, served by a server started with
 * APP_TIER=motionmaker before the file's tests and stopped after them. Answers the running site.
 */
export function useProSite(): () => AppServer {
  let site: AppServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startAppServer({ APP_TIER: 'motionmaker' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('the professional site has not started');
    return site;
  };
}

/** A browser window of its own on a site (one person of a two-person journey), in the dark scheme. */
export async function openBrowser(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 1000 });
  return { context, page };
}
