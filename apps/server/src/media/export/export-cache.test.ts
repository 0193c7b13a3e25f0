import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClipCache } from './export-cache.ts';
import { EXPORT_TEMP_PREFIX, removeStaleExportTemps } from './render-export.ts';

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-export-cache-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** A pid no process has (pids stay far below this on Linux). */
const DEAD_PID = 4_000_000;

describe('clip cache', () => {
  it('finds a clip only after its .part file is committed under its hash', async () => {
    const cache = new ClipCache(root);
    expect(await cache.find('abc')).toBeUndefined();
    const part = await cache.partPath('abc');
    expect(path.basename(part)).toMatch(new RegExp(`^abc\\.mp4\\.${process.pid}-[0-9a-f]{8}\\.part$`));
    await fs.writeFile(part, 'clip');
    expect(await cache.find('abc')).toBeUndefined();
    const cached = await cache.commit('abc', part);
    expect(await cache.find('abc')).toBe(cached);
  });

  it('keeps an audio mix apart from a clip of the same hash', async () => {
    const cache = new ClipCache(root);
    const part = await cache.partPath('abc', 'm4a');
    await fs.writeFile(part, 'mix');
    const cached = await cache.commit('abc', part, 'm4a');
    expect(path.basename(cached)).toBe('abc.m4a');
    expect(await cache.find('abc', 'm4a')).toBe(cached);
    expect(await cache.find('abc')).toBeUndefined();
  });

  it('prunes the least recently used clips and mixes past the cap and the parts of dead writers', async () => {
    const cache = new ClipCache(root, 10);
    for (const [name, age] of [
      ['old.mp4', 300],
      ['older.m4a', 400],
      ['new.mp4', 10],
    ] as const) {
      const file = path.join(root, name);
      await fs.writeFile(file, '123456');
      const time = new Date(Date.now() - age * 1000);
      await fs.utimes(file, time, time);
    }
    await fs.writeFile(path.join(root, `x.mp4.${DEAD_PID}-00aa11bb.part`), 'half');
    await fs.writeFile(path.join(root, `z.m4a.${DEAD_PID}-00aa11bb.part`), 'half');
    await fs.writeFile(path.join(root, `y.mp4.${process.pid}-00aa11bb.part`), 'mine');
    await cache.prune();
    expect((await fs.readdir(root)).sort()).toEqual(['new.mp4', `y.mp4.${process.pid}-00aa11bb.part`]);
  });
});

describe('stale export temp folders', () => {
  it("removes folders of dead processes only, never this process's or other folders", async () => {
    await fs.mkdir(path.join(root, `${EXPORT_TEMP_PREFIX}${DEAD_PID}-a1`));
    await fs.mkdir(path.join(root, `${EXPORT_TEMP_PREFIX}${process.pid}-b2`));
    await fs.mkdir(path.join(root, 'sym-media-c3'));
    expect(await removeStaleExportTemps(root)).toBe(1);
    expect((await fs.readdir(root)).sort()).toEqual([`${EXPORT_TEMP_PREFIX}${process.pid}-b2`, 'sym-media-c3']);
    expect(await removeStaleExportTemps(path.join(root, 'missing'))).toBe(0);
  });
});
