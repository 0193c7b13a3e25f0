import path from 'node:path';
import { REPO_ROOT } from '../../config/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HealthStatus, MediaHealth } from '@sym/contracts';
import type { MediaToolchain } from '../../media/ffmpeg/ffmpeg-binary.ts';

/** A file inside the app as a path relative to it; anything else as it is. */
function displayPath(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

async function mediaHealth(toolchain: () => Promise<MediaToolchain>): Promise<MediaHealth> {
  try {
    const { source, ffmpeg, version, ffprobe } = await toolchain();
    return { ok: true, ffmpeg: { source, binary: displayPath(ffmpeg), version }, ffprobe: Boolean(ffprobe) };
  } catch (error) {
    return { ok: false, ffmpeg: null, ffprobe: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface SystemServiceDeps {
  database: { kind: string; ping(): Promise<void> };
  /** The checked ffmpeg (cached after the start-up check). */
  mediaToolchain: () => Promise<MediaToolchain>;
  startedAt?: number;
}

/** Process-level reads: health. */
export class SystemService {
  private readonly startedAt: number;

  constructor(private readonly deps: SystemServiceDeps) {
    this.startedAt = deps.startedAt ?? Date.now();
  }

  /** 'ok' when the database answers `select 1`; 503 otherwise. Uptime in seconds, and the media toolchain. */
  async health(): Promise<HealthStatus> {
    try {
      await this.deps.database.ping();
    } catch (error) {
      throw new AppError('SERVER_ERROR', 'Database unavailable', undefined, { status: 503, cause: error });
    }
    return {
      status: 'ok',
      database: this.deps.database.kind,
      uptime: Math.round((Date.now() - this.startedAt) / 1000),
      media: await mediaHealth(this.deps.mediaToolchain),
    };
  }
}
