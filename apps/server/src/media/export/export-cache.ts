import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What the cache keeps: shot clips (video) and episode audio mixes. */
export type CachedKind = 'mp4' | 'm4a';
const KINDS: readonly string[] = ['mp4', 'm4a'] satisfies CachedKind[];

/** A `.part` file whose writing process is gone (killed mid-render): `<hash>.<kind>.<pid>-<random>.part`. */
function isDeadWriter(name: string): boolean {
  const pid = Number(/\.(?:mp4|m4a)\.(\d+)-[0-9a-f]+\.part$/.exec(name)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/**
 * Rendered shot clips and audio mixes kept by content hash (DATA_DIR/export-cache), so a re-export only renders
 * what changed.
 * Files appear atomically (written aside, then renamed); the least recently used are pruned past a size cap.
 */
export class ClipCache {
  constructor(
    readonly dir: string,
    private readonly maxBytes = 4 * 1024 ** 3,
  ) {}

  /** The cached file's path (its use time refreshed), or undefined. */
  async find(hash: string, kind: CachedKind = 'mp4'): Promise<string | undefined> {
    const file = this.fileOf(hash, kind);
    try {
      const now = new Date();
      await fs.utimes(file, now, now);
      return file;
    } catch {
      return undefined;
    }
  }

  /** Where to render a file aside (same folder, so committing it is an atomic rename). */
  async partPath(hash: string, kind: CachedKind = 'mp4'): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    return `${this.fileOf(hash, kind)}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
  }

  /** Publishes a finished `.part` file under its hash; answers the cached path. */
  async commit(hash: string, part: string, kind: CachedKind = 'mp4'): Promise<string> {
    const target = this.fileOf(hash, kind);
    await fs.rename(part, target);
    return target;
  }

  /** Deletes the least recently used files until the cache fits `maxBytes`; leftover `.part` files too. */
  async prune(): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const entries = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) continue;
      if (name.endsWith('.part') && (Date.now() - stat.mtimeMs > 3_600_000 || isDeadWriter(name))) {
        await fs.rm(file, { force: true });
        continue;
      }
      if (KINDS.includes(path.extname(name).slice(1))) entries.push({ file, size: stat.size, used: stat.mtimeMs });
    }
    let total = entries.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of entries.sort((a, b) => a.used - b.used)) {
      if (total <= this.maxBytes) break;
      await fs.rm(entry.file, { force: true });
      total -= entry.size;
    }
  }

  private fileOf(hash: string, kind: CachedKind): string {
    return path.join(this.dir, `${hash}.${kind}`);
  }
}
