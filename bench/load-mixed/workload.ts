// The mixed workload of bench/load-mixed.ts: users seeded through the API, each request acting for a random user
// (85% the projects page, 10% an episode's shots, 5% a shot's description written), the latencies of each kind,
// and the end check that every acknowledged write's last value is what the API returns.
import type { Request } from 'autocannon';
import type { apiClient } from '../support/server-process.ts';

type Api = ReturnType<typeof apiClient>;

export interface Episode {
  scenarioId: string;
  shotIds: string[];
}

export interface SeededUser {
  token: string;
  episodes: Episode[];
}

export interface Shape {
  users: number;
  projects: number;
  shots: number;
}

export const PROJECTS_PAGE = '/api/projects?includePreviews=true&limit=50';

/** One user: registered, with `projects` projects of one episode of `shots` shots each. */
async function seedUser(api: Api, index: number, shape: Shape, runId: string): Promise<SeededUser> {
  const account = await api.data<{ accessToken: string }>('POST', '/api/auth/register', undefined, {
    name: `Bench User ${index}`,
    email: `bench-${runId}-${index}@example.com`,
    password: 'a long bench pass phrase 7',
  });
  const token = account.accessToken;
  const episodes: Episode[] = [];
  for (let p = 0; p < shape.projects; p += 1) {
    const project = await api.data<{ id: string }>('POST', '/api/projects', token, {
      name: `Project ${p} of user ${index}`,
      description: `Seeded project ${p}`,
    });
    const scenario = await api.data<{ id: string }>('POST', '/api/scenarios', token, {
      name: 'Episode 1',
      projectId: project.id,
    });
    const shotIds: string[] = [];
    for (let s = 0; s < shape.shots; s += 1) {
      const shot = await api.data<{ id: string }>('POST', `/api/scenarios/${scenario.id}/shots`, token, {
        description: `Shot ${s + 1} of project ${p}`,
        duration: 2 + (s % 4),
      });
      shotIds.push(shot.id);
    }
    episodes.push({ scenarioId: scenario.id, shotIds });
  }
  return { token, episodes };
}

/** Every user, `parallel` at a time. */
export async function seedUsers(api: Api, shape: Shape, parallel = 8): Promise<SeededUser[]> {
  const runId = Date.now().toString(36);
  const users: SeededUser[] = new Array(shape.users);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < shape.users; index = next++)
      users[index] = await seedUser(api, index, shape, runId);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, shape.users) }, worker));
  return users;
}

/** A shot's writes: the last acknowledged value, and the one sent without an answer yet (it may have landed). */
interface ShotWrites {
  acked?: string;
  pending?: string;
}

interface RequestContext {
  kind?: Kind;
  started?: number;
  shot?: string;
  value?: string;
}

export type Kind = 'list' | 'shots' | 'write';

/** Percentages of list reads, shots reads and writes. */
export interface Mix {
  list: number;
  shots: number;
  write: number;
}

export const DEFAULT_MIX: Mix = { list: 85, shots: 10, write: 5 };

/** `--mix 85,10,5` read as a Mix (the shares need not add to 100: they are weights). */
export function parseMix(text: string | undefined): Mix {
  if (!text) return DEFAULT_MIX;
  const [list = 0, shots = 0, write = 0] = text.split(',').map(Number);
  if (![list, shots, write].every((n) => Number.isFinite(n) && n >= 0) || list + shots + write <= 0)
    throw new Error(`--mix wants three weights like 85,10,5, not "${text}"`);
  return { list, shots, write };
}

export interface Latencies {
  list: number[];
  shots: number[];
  write: number[];
  errors: number;
  statuses: Map<number, number>;
}

/**
 * The requests of the mixed run, for autocannon's `requests` (one entry, built anew for each request with
 * `setupRequest`, its answer seen by `onResponse` through the connection's context). No two writes to one shot
 * are ever in flight at once, so the last acknowledged value of each shot is well defined.
 */
export class MixedWorkload {
  readonly writes = new Map<string, ShotWrites>();
  private sequence = 0;
  latencies: Latencies = MixedWorkload.emptyLatencies();

  /** `mix`: the shares of list reads, shots reads and writes (85/10/5 by default, the workload). */
  constructor(
    private readonly users: SeededUser[],
    private readonly mix: Mix = DEFAULT_MIX,
  ) {}

  static emptyLatencies(): Latencies {
    return { list: [], shots: [], write: [], errors: 0, statuses: new Map() };
  }

  /** Forgets the latencies measured so far (after the warm-up). */
  resetLatencies(): void {
    this.latencies = MixedWorkload.emptyLatencies();
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(Math.random() * items.length)]!;
  }

  requests(): Request[] {
    return [
      {
        setupRequest: (request, context) => this.next(request, context as RequestContext),
        onResponse: (status, _body, context) => this.answered(status, context as RequestContext),
      },
    ];
  }

  private next(request: Request, context: RequestContext): Request {
    const user = this.pick(this.users);
    const headers = { authorization: `Bearer ${user.token}` };
    const { list, shots, write } = this.mix;
    const roll = Math.random() * (list + shots + write);
    context.started = performance.now();
    if (roll < list) {
      context.kind = 'list';
      return { ...request, method: 'GET' as const, path: PROJECTS_PAGE, headers, body: undefined };
    }
    const episode = this.pick(user.episodes);
    if (roll < list + shots) {
      context.kind = 'shots';
      return {
        ...request,
        method: 'GET' as const,
        path: `/api/scenarios/${episode.scenarioId}/shots`,
        headers,
        body: undefined,
      };
    }
    const shotId = this.pick(episode.shotIds);
    const writes = this.writes.get(shotId) ?? {};
    if (writes.pending !== undefined) {
      // A write to this shot is still unanswered: read its episode instead.
      context.kind = 'shots';
      return {
        ...request,
        method: 'GET' as const,
        path: `/api/scenarios/${episode.scenarioId}/shots`,
        headers,
        body: undefined,
      };
    }
    this.sequence += 1;
    const value = `Edited ${this.sequence} at ${Date.now()}`;
    writes.pending = value;
    this.writes.set(shotId, writes);
    context.kind = 'write';
    context.shot = shotId;
    context.value = value;
    return {
      ...request,
      method: 'PUT' as const,
      path: `/api/scenarios/${episode.scenarioId}/shots/${shotId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ description: value }),
    };
  }

  private answered(status: number, context: RequestContext): void {
    const { kind, started } = context;
    if (!kind || started === undefined) return;
    const latencies = this.latencies;
    latencies.statuses.set(status, (latencies.statuses.get(status) ?? 0) + 1);
    if (status < 200 || status >= 300) latencies.errors += 1;
    latencies[kind].push(performance.now() - started);
    if (kind === 'write' && context.shot && status >= 200 && status < 300) {
      // Acknowledged: this value is the shot's from now on. A refused write stays pending (its effect unknown).
      this.writes.set(context.shot, { acked: context.value });
    }
    context.kind = undefined;
  }

  /**
   * Reads every written shot back through the API: `lost` counts shots whose value is neither the last
   * acknowledged one nor the one still unanswered when the run stopped; `checked` the shots with an acknowledged write.
   */
  async verify(api: Api): Promise<{ checked: number; lost: number; examples: string[] }> {
    let checked = 0;
    let lost = 0;
    const examples: string[] = [];
    for (const user of this.users) {
      for (const episode of user.episodes) {
        if (!episode.shotIds.some((id) => this.writes.has(id))) continue;
        const shots = await api.data<Array<{ id: string; description: string | null }>>(
          'GET',
          `/api/scenarios/${episode.scenarioId}/shots`,
          user.token,
        );
        for (const shot of shots) {
          const writes = this.writes.get(shot.id);
          if (writes?.acked === undefined) continue;
          checked += 1;
          if (shot.description === writes.acked || shot.description === writes.pending) continue;
          lost += 1;
          if (examples.length < 3) examples.push(`${shot.id}: "${shot.description}" instead of "${writes.acked}"`);
        }
      }
    }
    return { checked, lost, examples };
  }
}

/** The value at quantile `q` (0–1) of `values`, in ms. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
