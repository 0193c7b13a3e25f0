import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { missingCapabilities, readCapabilities } from './ffmpeg-capabilities.ts';
import { FFMPEG_REQUIREMENTS } from './ffmpeg-requirements.ts';

/** The programs media work runs; ffprobe is optional (probing falls back to parsing `ffmpeg -i`). */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe?: string;
}

const EXE_SUFFIX = process.platform === 'win32' ? '.exe' : '';
const cache = new Map<string, Promise<MediaToolchain>>();

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

/** Where the ffmpeg in use came from: FFMPEG_PATH, the system PATH, or the build shipped in node_modules. */
export type FfmpegSource = 'configured' | 'path' | 'bundled';

/** The ffmpeg this process uses for every media job, with what was checked about it. */
export interface MediaToolchain extends FfmpegBinaries {
  source: FfmpegSource;
  /** First line of `ffmpeg -version`. */
  version: string;
  /** Builds looked at before this one and why they were passed over (e.g. an old system ffmpeg). */
  passedOver: { path: string; version: string; missing: string[] }[];
}

/** No usable ffmpeg: the message says what is missing and how to fix it; the server refuses to start with it. */
export class MediaToolchainError extends Error {
  override name = 'MediaToolchainError';
}

interface Candidate {
  path: string;
  source: FfmpegSource;
}

async function candidates(configuredPath: string | undefined, searchPath: string): Promise<Candidate[]> {
  if (configuredPath) {
    const resolved = path.resolve(configuredPath);
    if (!(await isExecutable(resolved))) {
      throw new MediaToolchainError(
        `FFMPEG_PATH is not an executable file: ${configuredPath}. Point it at an ffmpeg binary, or unset it to use ` +
          'ffmpeg on PATH or the build shipped with the app.',
      );
    }
    return [{ path: resolved, source: 'configured' }];
  }
  const found: Candidate[] = [];
  const onPath = await findOnPath('ffmpeg', searchPath);
  if (onPath) found.push({ path: onPath, source: 'path' });
  const bundled = await bundledFfmpeg();
  if (bundled) found.push({ path: bundled, source: 'bundled' });
  return found;
}

function unusableMessage(configuredPath: string | undefined, passedOver: MediaToolchain['passedOver']): string {
  if (passedOver.length === 0) {
    return 'ffmpeg was not found: run `npm install` (it brings @ffmpeg-installer/ffmpeg), install ffmpeg, or set FFMPEG_PATH.';
  }
  const details = passedOver
    .map((build) => `${build.path} (${build.version || 'not ffmpeg'}) lacks: ${build.missing.join(', ')}`)
    .join('; ');
  const fix = configuredPath
    ? 'Point FFMPEG_PATH at an ffmpeg 4.1 or newer with libx264 and libass, or unset it to use the build shipped with the app.'
    : 'Install ffmpeg 4.1 or newer with libx264 and libass (Debian: apt-get install ffmpeg), or run `npm install` to restore the build shipped with the app.';
  return `No usable ffmpeg: ${details}. ${fix}`;
}

/**
 * resolveFfmpeg without the cache: the first build that has everything FFMPEG_REQUIREMENTS lists, among FFMPEG_PATH
 * (alone, when set), else ffmpeg on `searchPath`, then the @ffmpeg-installer build; ffprobe next to it or on PATH.
 */
export async function locateFfmpeg(
  configuredPath: string | undefined,
  searchPath = process.env['PATH'] ?? '',
): Promise<MediaToolchain> {
  const passedOver: MediaToolchain['passedOver'] = [];
  for (const candidate of await candidates(configuredPath, searchPath)) {
    let version = '';
    let missing: string[];
    try {
      const capabilities = await readCapabilities(candidate.path, FFMPEG_REQUIREMENTS);
      version = capabilities.version;
      missing = missingCapabilities(capabilities, FFMPEG_REQUIREMENTS);
    } catch (error) {
      missing = [`a working ffmpeg (${error instanceof Error ? error.message : String(error)})`];
    }
    if (missing.length > 0) {
      passedOver.push({ path: candidate.path, version, missing });
      continue;
    }
    const sibling = path.join(path.dirname(candidate.path), `ffprobe${EXE_SUFFIX}`);
    const ffprobe = (await isExecutable(sibling)) ? sibling : await findOnPath('ffprobe', searchPath);
    return { ffmpeg: candidate.path, ...(ffprobe ? { ffprobe } : {}), source: candidate.source, version, passedOver };
  }
  throw new MediaToolchainError(unusableMessage(configuredPath, passedOver));
}

/**
 * The ffmpeg for media work (see locateFfmpeg), checked once per configured path and cached; failures are not
 * cached. The server awaits it at start, so a build that cannot do the whole job stops the start, not an export.
 */
export function resolveFfmpeg(configuredPath?: string): Promise<MediaToolchain> {
  const key = configuredPath ?? '';
  let pending = cache.get(key);
  if (!pending) {
    pending = locateFfmpeg(configuredPath);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

interface ToolchainLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * The start-up check: resolves the ffmpeg every media job will use, logging which one and any build passed
 * over. Rejects with MediaToolchainError (whose message names the fix) when none can do the whole job.
 */
export async function checkMediaToolchain(
  configuredPath: string | undefined,
  log: ToolchainLog,
): Promise<MediaToolchain> {
  const toolchain = await resolveFfmpeg(configuredPath);
  for (const build of toolchain.passedOver) {
    log.warn(
      { binary: build.path, version: build.version, missing: build.missing },
      'Passed over an ffmpeg that lacks what exports need',
    );
  }
  log.info({ binary: toolchain.ffmpeg, version: toolchain.version, source: toolchain.source }, 'Media toolchain ready');
  return toolchain;
}
