import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The `code` of a failed file-system call (ENOENT, EXDEV …), or undefined. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Temporary names start with a dot, which no key does, and the rename is atomic within one folder. */
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
}

/** Writes `file` through a temporary name beside it, so readers see the old file or the whole new one. */
export async function writeAtomically(file: string, bytes: Uint8Array | string): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Moves `source` to `file` atomically: a rename when both are on one filesystem, else a kernel-side copy (never
 * through this process's memory) to a temporary name beside `file`, then a rename; the source is removed after.
 */
export async function moveAtomically(source: string, file: string): Promise<void> {
  try {
    await fs.rename(source, file);
    return;
  } catch (error) {
    // EXDEV: the source lies on another filesystem, where a rename cannot reach.
    if (errorCode(error) !== 'EXDEV') throw error;
  }
  const temporary = temporaryBeside(file);
  try {
    await fs.copyFile(source, temporary, fsConstants.COPYFILE_EXCL);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await fs.rm(source, { force: true });
}
