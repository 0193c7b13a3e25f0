import { describe, expect, it } from 'vitest';
import { ClientLogLimit, StoryLimits } from './request-limits.ts';
import { MemoryRateLimitStore } from './rate-limit.store.ts';

/** A promise the test settles itself: story work that is still running until the test says so. */
function held<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const isRateLimited = (error: unknown) => expect(error).toMatchObject({ code: 'RATE_LIMITED' });

describe('browser error report limit', () => {
  it('allows each address its reports per window, each signed-in user theirs, and starts over in the next window', async () => {
    let now = 0;
    const limit = new ClientLogLimit({
      store: new MemoryRateLimitStore(() => now),
      settings: { ipMax: 3, userMax: 1, windowMs: 60_000 },
    });
    const hit = (sender: { ip: string; userId?: string }) => limit.hit(sender);
    await hit({ ip: '10.0.0.1', userId: 'u1' });
    await hit({ ip: '10.0.0.1', userId: 'u1' }).then(() => expect.fail('over the user limit'), isRateLimited);
    await hit({ ip: '10.0.0.1' });
    await hit({ ip: '10.0.0.1' }).then(() => expect.fail('over the address limit'), isRateLimited);
    // Another address (and another user) has its own allowance.
    await hit({ ip: '10.0.0.2', userId: 'u2' });
    now = 60_000;
    await hit({ ip: '10.0.0.1', userId: 'u1' });
  });
});

describe('story limits', () => {
  const settings = { userMax: 10, windowMs: 60_000, concurrencyPerUser: 1, queueMax: 2 };

  it("refuses a user's second story while their first runs, and anyone's once the process queue is full", async () => {
    const limits = new StoryLimits({ store: new MemoryRateLimitStore(), settings });
    const first = held<string>();
    const running = limits.run('u1', () => first.promise);
    await limits.run('u1', async () => 'second').then(() => expect.fail('a second story at once'), isRateLimited);

    const other = held<string>();
    const otherRunning = limits.run('u2', () => other.promise);
    await limits.run('u3', async () => 'third').then(() => expect.fail('past the queue'), isRateLimited);

    first.resolve('first');
    expect(await running).toBe('first');
    expect(await limits.run('u1', async () => 'again')).toBe('again');
    other.reject(new Error('text thread failed'));
    await expect(otherRunning).rejects.toThrow('text thread failed');
    // A failed story frees its place too.
    expect(await limits.run('u2', async () => 'retried')).toBe('retried');
  });

  it("refuses the user's stories past the window's count, refused ones included", async () => {
    const limits = new StoryLimits({ store: new MemoryRateLimitStore(), settings: { ...settings, userMax: 2 } });
    expect(await limits.run('u1', async () => 1)).toBe(1);
    expect(await limits.run('u1', async () => 2)).toBe(2);
    let ran = false;
    await limits
      .run('u1', async () => {
        ran = true;
      })
      .then(() => expect.fail('past the window'), isRateLimited);
    expect(ran).toBe(false);
    expect(await limits.run('u2', async () => 3)).toBe(3);
  });
});
