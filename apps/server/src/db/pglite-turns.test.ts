import { describe, expect, it } from 'vitest';
import { isStale } from './pglite-statistics.ts';
import { TurnQueue, type TurnLane } from './pglite-turns.ts';

/** A turn that stays on the connection until `finish` is called. */
function heldTurn(queue: TurnQueue, lane: TurnLane, name: string, order: string[]) {
  let finish!: () => void;
  const done = queue.run(lane, async () => {
    order.push(name);
    await new Promise<void>((resolve) => (finish = resolve));
  });
  return { done, finish: () => finish() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnQueue', () => {
  it('runs one turn at a time, in arrival order within a lane', async () => {
    const queue = new TurnQueue();
    const order: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        queue.run('app', async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          order.push(name);
          await settle();
          running -= 1;
        }),
      ),
    );
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(mostAtOnce).toBe(1);
  });

  it('lets app turns go before waiting background turns, until a background turn has waited its limit', async () => {
    let now = 0;
    const queue = new TurnQueue({ backgroundMaxWaitMs: 50, now: () => now });
    const order: string[] = [];
    const first = heldTurn(queue, 'app', 'app 1', order);
    await settle();
    const poll = heldTurn(queue, 'background', 'poll', order);
    const second = heldTurn(queue, 'app', 'app 2', order);
    const third = heldTurn(queue, 'app', 'app 3', order);
    await settle();
    first.finish();
    await first.done;
    await settle();
    expect(order).toEqual(['app 1', 'app 2']);
    now = 60; // the poll has now waited past its limit: it goes before app 3
    second.finish();
    await second.done;
    await settle();
    expect(order).toEqual(['app 1', 'app 2', 'poll']);
    poll.finish();
    await poll.done;
    await settle();
    third.finish();
    await third.done;
    expect(order).toEqual(['app 1', 'app 2', 'poll', 'app 3']);
  });

  it('frees the connection when a turn fails, and counts waits and holds per lane', async () => {
    let now = 0;
    const queue = new TurnQueue({ now: () => now });
    const failing = queue.run('app', async () => {
      now += 5;
      throw new Error('statement failed');
    });
    const next = queue.run('background', async () => 'ran');
    await expect(failing).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('ran');
    const tallies = queue.takeTallies();
    expect(tallies.app).toMatchObject({ turns: 1, holdMs: 5, maxHoldMs: 5 });
    expect(tallies.background).toMatchObject({ turns: 1, waitMs: 5 });
    expect(queue.takeTallies().app.turns).toBe(0);
  });
});

describe('isStale', () => {
  it('asks for statistics of a table with rows never analyzed, or whose size moved by a fifth and 8 pages', () => {
    expect(isStale({ name: 't', analyzedPages: 0, pages: 0, neverAnalyzed: true })).toBe(false);
    expect(isStale({ name: 't', analyzedPages: 0, pages: 1, neverAnalyzed: true })).toBe(true);
    expect(isStale({ name: 't', analyzedPages: 100, pages: 110, neverAnalyzed: false })).toBe(false);
    expect(isStale({ name: 't', analyzedPages: 100, pages: 121, neverAnalyzed: false })).toBe(true);
    expect(isStale({ name: 't', analyzedPages: 2, pages: 9, neverAnalyzed: false })).toBe(false);
    expect(isStale({ name: 't', analyzedPages: 2, pages: 10, neverAnalyzed: false })).toBe(true);
  });
});
