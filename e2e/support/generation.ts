import { expect, type Locator, type Page } from '@playwright/test';

/** What a progress watcher saw of one generation button inside its root element. */
export interface ProgressSeen {
  /** A progress bar named "<label> progress" was shown. */
  bar: boolean;
  /** The button showed its running state (aria-busy). */
  busy: boolean;
  /** The distinct aria-valuenow values the bar went through. */
  values: number[];
}

/**
 * Watches `root` for the running state of the generation button `label` (e.g. 'Generate image'): its
 * progress bar (named "<label> progress" unless `barLabel` says otherwise) and the busy button. Local jobs can finish in a fraction of a second, so a
 * MutationObserver installed before the click records what was shown, even briefly; read it with the
 * returned function once the job is over.
 */
export async function watchProgress(
  root: Locator,
  label: string,
  barLabel = `${label} progress`,
): Promise<() => Promise<ProgressSeen>> {
  const key = `${label}:${Math.random().toString(36).slice(2)}`;
  await root.evaluate(
    (element, { key, label, barLabel }) => {
      type Watch = ProgressSeen & { observer?: MutationObserver };
      const store = ((window as unknown as { __symProgress?: Record<string, Watch> }).__symProgress ??= {});
      const seen: Watch = { bar: false, busy: false, values: [] };
      store[key] = seen;
      const check = () => {
        element.querySelectorAll('[role="progressbar"]').forEach((bar) => {
          if (bar.getAttribute('aria-label') !== barLabel) return;
          seen.bar = true;
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (!seen.values.includes(value)) seen.values.push(value);
        });
        element.querySelectorAll('button[aria-busy="true"]').forEach((button) => {
          if (button.textContent?.includes(label)) seen.busy = true;
        });
      };
      seen.observer = new MutationObserver(check);
      seen.observer.observe(element, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow', 'aria-busy'],
      });
      check();
    },
    { key, label, barLabel },
  );
  return () =>
    root.page().evaluate((key) => {
      const store = (window as unknown as { __symProgress?: Record<string, ProgressSeen> }).__symProgress ?? {};
      const { bar, busy, values } = store[key] ?? { bar: false, busy: false, values: [] };
      return { bar, busy, values };
    }, key);
}

/** The header's balance link, named "Credits: N". */
export const headerCredits = (page: Page) => page.getByTestId('header-credits');

/** Waits until the header shows `balance` credits. */
export async function expectBalance(page: Page, balance: number, timeout = 15_000) {
  await expect(headerCredits(page)).toHaveAccessibleName(`Credits: ${balance}`, { timeout });
}

/** The balance the header shows now. */
export async function readBalance(page: Page): Promise<number> {
  const link = headerCredits(page);
  await expect(link).toHaveAccessibleName(/^Credits: \d+$/);
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(name)![1]);
}

/** The cost a generation button shows after its label: "Generate image · 1 credit" → 1. */
export async function shownCost(button: Locator): Promise<number> {
  const text = (await button.innerText()).trim();
  const match = /·\s*(\d+)\s+credits?$/.exec(text);
  expect(match, `a cost in "${text}"`).toBeTruthy();
  return Number(match![1]);
}
