import { AppError } from '../../errors/app-error.ts';

export interface HealthStatus {
  status: 'ok';
  database: string;
  uptime: number;
}

export type SystemService = ReturnType<typeof createSystemService>;

/** Process-level reads: health. */
export function createSystemService(deps: { database: { kind: string; ping(): Promise<void> }; startedAt?: number }) {
  const startedAt = deps.startedAt ?? Date.now();
  return {
    /** 'ok' when the database answers `select 1`; 503 otherwise. Uptime in seconds. */
    async health(): Promise<HealthStatus> {
      try {
        await deps.database.ping();
      } catch (error) {
        throw new AppError('SERVER_ERROR', 'Database unavailable', undefined, { status: 503, cause: error });
      }
      return { status: 'ok', database: deps.database.kind, uptime: Math.round((Date.now() - startedAt) / 1000) };
    },
  };
}
