import path from 'node:path';
import {
  READY_PARTS,
  type HealthStatus,
  type MediaHealth,
  type ReadyPart,
  type ReadyStatus,
  type SystemDetails,
} from '@sym/contracts';
import { REPO_ROOT } from '../../config/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { MediaToolchain } from '../../media/ffmpeg/ffmpeg-binary.ts';
import { newMediaKey, type MediaStorage } from '../../media/media-storage.ts';
import { assertSiteAdministrator, type AdminActor } from '../admin/admin.policy.ts';

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

/** One readiness check: the part it names in a 503, and what it runs. */
type Probe = [ReadyPart, () => Promise<unknown>];

/** Longest one readiness check may take before it counts as failing (a database that hangs is not ready). */
const READY_CHECK_TIMEOUT_MS = 5000;

export interface SystemServiceDeps {
  database: { kind: string; ping(): Promise<void> };
  /** The job queue (pg-boss on the app's database). */
  queue: { ping(): Promise<void> };
  /** The media storage: readiness writes and deletes a probe object in it. */
  storage: Pick<MediaStorage, 'put' | 'delete'>;
  /** The checked ffmpeg (cached after the start-up check). */
  mediaToolchain: () => Promise<MediaToolchain>;
  /** Redis, when REDIS_URL is set (realtime adapter, rate-limit counters): readiness pings it. */
  redis?: { ping(): Promise<void> };
  startedAt?: number;
}

/** Process-level reads: liveness, readiness, and what the server runs with (for administrators). */
export class SystemService {
  private readonly startedAt: number;

  constructor(private readonly deps: SystemServiceDeps) {
    this.startedAt = deps.startedAt ?? Date.now();
  }

  /** Liveness: the process answers. Nothing else is touched, and nothing about the machine is told. */
  health(): HealthStatus {
    return { status: 'ok', uptime: this.uptime() };
  }

  /**
   * Readiness: every part answers within READY_CHECK_TIMEOUT_MS; 503 'Not ready: storage, ffmpeg' otherwise, with
   * one detail per failing part (no paths: the administrators' GET /api/admin/system has those).
   */
  async ready(): Promise<ReadyStatus> {
    const { database, queue, storage, mediaToolchain, redis } = this.deps;
    const required: Record<(typeof READY_PARTS)[number], () => Promise<unknown>> = {
      database: () => database.ping(),
      queue: () => queue.ping(),
      storage: async () => {
        const key = newMediaKey('txt');
        await storage.put(key, new TextEncoder().encode('ready'), 'text/plain');
        await storage.delete(key);
      },
      ffmpeg: () => mediaToolchain(),
    };
    const probes: Probe[] = [
      ...READY_PARTS.map((part): Probe => [part, required[part]]),
      ...(redis ? [['redis', () => redis.ping()] satisfies Probe] : []),
    ];
    const results = await Promise.all(probes.map(async ([part, probe]) => [part, await timed(probe)] as const));
    const checks = Object.fromEntries(results) as ReadyStatus['checks'];
    const failing = results.filter(([, check]) => !check.ok).map(([part]) => part);
    if (failing.length > 0) {
      throw new AppError(
        'SERVER_ERROR',
        `Not ready: ${failing.join(', ')}`,
        failing.map((part) => ({ field: part, message: `${part} check failed` })),
        { status: 503 },
      );
    }
    return { status: 'ready', checks };
  }

  /** The database, uptime, Node version and ffmpeg in use, with its path: the site's administrators only. */
  async details(actor: AdminActor): Promise<SystemDetails> {
    assertSiteAdministrator(actor);
    return {
      database: this.deps.database.kind,
      uptime: this.uptime(),
      node: process.version,
      media: await mediaHealth(this.deps.mediaToolchain),
    };
  }

  private uptime(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }
}

/** Runs one check with a time limit: whether it passed, and how long it took. */
async function timed(probe: () => Promise<unknown>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), limit]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}
