import { describe, expect, it } from 'vitest';
import { createBatchStreams, streamChunks } from './batch-stream.ts';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('streamChunks', () => {
  it('sends the items of each slice of the asked size, in order, then answers done', async () => {
    const sent: string[][] = [];
    const outcome = await streamChunks({
      ids,
      chunkSize: 2,
      signal: new AbortController().signal,
      read: async (slice) => slice.map((id) => id.toUpperCase()),
      send: (items) => sent.push(items),
    });
    expect(outcome).toBe('done');
    expect(sent).toEqual([['A', 'B'], ['C', 'D'], ['E']]);
  });

  it('drops the slice being read when the signal aborts and reads no further', async () => {
    const controller = new AbortController();
    const read: string[][] = [];
    const sent: string[][] = [];
    const outcome = await streamChunks({
      ids,
      chunkSize: 1,
      signal: controller.signal,
      read: async (slice) => {
        read.push([...slice]);
        if (slice[0] === 'b') controller.abort();
        return [...slice];
      },
      send: (items) => sent.push(items),
    });
    expect(outcome).toBe('cancelled');
    expect(read).toEqual([['a'], ['b']]);
    expect(sent).toEqual([['a']]);
  });
});

describe('createBatchStreams', () => {
  it('refuses a second stream under a running key and resolves a cancel once the stream has stopped', async () => {
    const streams = createBatchStreams();
    let release = () => {};
    let stopped = false;
    const started = streams.start('k', async (signal) => {
      await new Promise<void>((resolve) => {
        release = resolve;
        signal.addEventListener('abort', () => resolve());
      });
      stopped = true;
    });
    expect(started).toBe(true);
    expect(streams.start('k', async () => {})).toBe(false);
    expect(await streams.cancel('k')).toBe(true);
    expect(stopped).toBe(true);
    expect(await streams.cancel('k')).toBe(false);
    expect(streams.start('k', async () => {})).toBe(true);
    release();
  });
});
