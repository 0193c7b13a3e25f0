import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The programs media work runs; ffprobe is optional (probing falls back to parsing `ffmpeg -i`). */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe?: string;
}

const EXE_SUFFIX = process.platform === 'win32' ? '.exe' : '';
const cache = new Map<string, Promise<FfmpegBinaries>>();

async function isExecutable(file: string): Promise<boolean> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return false;
    await fs.access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, without a shell (`which` is not everywhere). */
async function findOnPath(name: string, searchPath: string): Promise<string | undefined> {
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, `${name}${EXE_SUFFIX}`);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The binary bundled by @ffmpeg-installer; npm may have skipped its postinstall chmod, so we set +x ourselves. */
async function bundledFfmpeg(): Promise<string | undefined> {
  let bundled: string;
  try {
    const require = createRequire(import.meta.url);
    bundled = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // The package throws a plain string when no binary exists for this platform.
    return undefined;
  }
  if (await isExecutable(bundled)) return bundled;
  try {
    await fs.chmod(bundled, 0o755);
  } catch {
    return undefined;
  }
  return (await isExecutable(bundled)) ? bundled : undefined;
}

/** resolveFfmpeg without the cache; `searchPath` is the PATH to look in. */
export async function locateFfmpeg(
  configuredPath: string | undefined,
  searchPath = process.env['PATH'] ?? '',
): Promise<FfmpegBinaries> {
  let ffmpeg: string | undefined;
  if (configuredPath) {
    const resolved = path.resolve(configuredPath);
    if (!(await isExecutable(resolved))) throw new Error(`FFMPEG_PATH is not an executable file: ${configuredPath}`);
    ffmpeg = resolved;
  } else {
    ffmpeg = (await findOnPath('ffmpeg', searchPath)) ?? (await bundledFfmpeg());
  }
  if (!ffmpeg) throw new Error('ffmpeg was not found: set FFMPEG_PATH or install ffmpeg');

  const sibling = path.join(path.dirname(ffmpeg), `ffprobe${EXE_SUFFIX}`);
  const ffprobe = (await isExecutable(sibling)) ? sibling : await findOnPath('ffprobe', searchPath);
  return ffprobe ? { ffmpeg, ffprobe } : { ffmpeg };
}

/**
 * Finds ffmpeg: the configured path (FFMPEG_PATH) when given, else `ffmpeg` on PATH, else the @ffmpeg-installer
 * binary; ffprobe next to it or on PATH when there is one. Cached per configured path; failures are not cached.
 */
export function resolveFfmpeg(configuredPath?: string): Promise<FfmpegBinaries> {
  const key = configuredPath ?? '';
  let pending = cache.get(key);
  if (!pending) {
    pending = locateFfmpeg(configuredPath);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}
