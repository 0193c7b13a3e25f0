import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TempDirOptions {
  /** Folder to create the directory in; the system temp folder when absent. */
  parent?: string;
  prefix?: string;
}

/** Runs `fn` with a fresh private directory that is removed afterwards, whether `fn` succeeds or throws. */
export async function withTempDir<T>(fn: (dir: string) => Promise<T>, options: TempDirOptions = {}): Promise<T> {
  const parent = options.parent ?? os.tmpdir();
  await fs.mkdir(parent, { recursive: true });
  const dir = await fs.mkdtemp(path.join(parent, options.prefix ?? 'sym-media-'));
  try {
    return await fn(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}
