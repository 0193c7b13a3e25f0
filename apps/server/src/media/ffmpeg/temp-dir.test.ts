import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTempDir } from './temp-dir.ts';

describe('withTempDir', () => {
  it('gives a fresh directory and removes it with its content afterwards', async () => {
    let seen = '';
    const result = await withTempDir(async (dir) => {
      seen = dir;
      fs.mkdirSync(path.join(dir, 'nested'));
      fs.writeFileSync(path.join(dir, 'nested', 'file.bin'), 'x');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen.startsWith(path.join(os.tmpdir(), 'sym-media-'))).toBe(true);
    expect(fs.existsSync(seen)).toBe(false);
  });

  it('removes the directory when the work throws, in the parent asked for', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-parent-'));
    let seen = '';
    await expect(
      withTempDir(
        async (dir) => {
          seen = dir;
          fs.writeFileSync(path.join(dir, 'partial.mp4'), 'x');
          throw new Error('boom');
        },
        { parent, prefix: 'job-' },
      ),
    ).rejects.toThrow('boom');
    expect(path.dirname(seen)).toBe(parent);
    expect(path.basename(seen)).toMatch(/^job-/);
    expect(fs.readdirSync(parent)).toEqual([]);
    fs.rmSync(parent, { recursive: true });
  });
});
