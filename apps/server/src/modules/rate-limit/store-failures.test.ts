import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.store.ts';
import { failClosed, failOpen, throttledReport } from './store-failures.ts';

describe('throttledReport', () => {
  it('writes the first failure at once, then one line per interval with the count in between', () => {
    let now = 0;
    const lines: string[] = [];
    const report = throttledReport(
      (message) => lines.push(message),
      1_000,
      () => now,
    );
    report(new Error('a'));
    report(new Error('b'));
    report(new Error('c'));
    now = 1_000;
    report(new Error('d'));
    expect(lines).toEqual([
      'Rate-limit store unreachable (1 failed operation(s) since the last report)',
      'Rate-limit store unreachable (3 failed operation(s) since the last report)',
    ]);
  });
});

describe('the guards over a store that works', () => {
  it('pass every answer through unchanged', async () => {
    const store = new MemoryRateLimitStore();
    const report = () => {
      throw new Error('nothing failed');
    };
    for (const guarded of [failClosed(store, report), failOpen(store, report)]) {
      await guarded.reset('k');
      expect((await guarded.increment('k', 60_000)).count).toBe(1);
      expect((await guarded.get('k'))?.count).toBe(1);
    }
  });
});
