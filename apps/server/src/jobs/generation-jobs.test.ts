import { serverMessageText } from '@sym/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/index.ts';
import type { GenerationJobRow } from '../db/schema.ts';
import { ProviderError } from '../providers/provider.ts';
import type { DomainEvents } from '../modules/events/domain-events.ts';
import type { GenerationJobAttemptRepository } from '../modules/generation/generation-job-attempt.repository.ts';
import { GenerationJobCatalog } from '../modules/generation/generation-job-catalog.ts';
import type { GenerationJobDeps } from '../modules/generation/generation-job-deps.ts';
import { GenerationJobFailure } from '../modules/generation/generation-job-failure.ts';
import { GenerationJobLifecycle } from '../modules/generation/generation-job-lifecycle.ts';
import type { GenerationJobRepository } from '../modules/generation/generation-job.repository.ts';
import { GenerationJobPresenter } from '../modules/generation/generation-job.presenter.ts';
import { generationJobsOf, JOB_DEFINITIONS } from './job-registry.ts';
import { JobRunner } from './job-runner.ts';
import { TARGET_SAMPLES } from './job-samples.test-support.ts';

// The generation kinds through the one runner and their table's lifecycle: each job runs through its own
// definition alone, and every failure (a provider's, a request its schema rejects) releases the credits once.

const definitions = generationJobsOf(JOB_DEFINITIONS);
const kinds = Object.keys(TARGET_SAMPLES) as (keyof typeof TARGET_SAMPLES)[];

/** The job record as the (faked) repository holds it; each test puts one job in it. */
const store = { job: undefined as GenerationJobRow | undefined, finished: [] as string[] };

function jobOf(target: Record<string, unknown>, input: Record<string, unknown> = {}): GenerationJobRow {
  return {
    id: '0f0e0d0c-0000-4000-8000-000000000001',
    queue: 'speech-generation',
    kind: 'speech',
    userId: 'user-1',
    projectId: null,
    target,
    targetKey: null,
    input,
    status: 'queued',
    progress: 0,
    cost: 2,
    attempts: 0,
    outputKeys: null,
    result: null,
    error: null,
    isCancelRequested: false,
    startedAt: null,
    finishedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

const attempts = {
  in: () => attempts,
  claim: async () => (store.job ? { ...store.job, status: 'active', attempts: store.job.attempts + 1 } : undefined),
  setProgress: async () => ({ isCancelRequested: false }),
  fixOutputKeys: async (_id: string, keys: string[]) => keys,
  handBack: async () => true,
  finish: async (_id: string, patch: { status: string }) => {
    store.finished.push(patch.status);
    return store.job ? { ...store.job, ...patch } : undefined;
  },
};
const jobs = { in: () => jobs, hasCompletedTake: async () => false };
const tx = { isTransaction: true } as unknown as Database;
const db = { transaction: async (work: (tx: Database) => Promise<unknown>) => work(tx) } as unknown as Database;
const credits = {
  capture: vi.fn(async () => undefined),
  release: vi.fn(async () => true),
  announceJob: vi.fn(async () => undefined),
};
const events = { publish: vi.fn() } as unknown as DomainEvents;
const files = {
  put: async () => undefined,
  discard: vi.fn(async () => undefined),
  discardIn: async () => async () => undefined,
  sweep: async () => 0,
};
const jobDeps = {} as GenerationJobDeps;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function runner() {
  const catalog = new GenerationJobCatalog(definitions);
  const presenter = new GenerationJobPresenter(catalog);
  const repositories = {
    attempts: attempts as unknown as GenerationJobAttemptRepository,
    jobs: jobs as unknown as GenerationJobRepository,
  };
  const failure = new GenerationJobFailure({
    db,
    ...repositories,
    catalog,
    presenter,
    jobDeps,
    credits,
    files,
    events,
  });
  const lifecycle = new GenerationJobLifecycle({
    db,
    ...repositories,
    failure,
    presenter,
    jobDeps,
    files,
    credits,
    events,
  });
  return new JobRunner({
    lifecycle,
    definitions,
    settings: { concurrency: 2, jobExpireSeconds: 60, exportTimeoutSeconds: 60 },
    log,
  });
}

/** Every definition's steps, spied on (they answer a small WAV-typed file without calling any provider). */
function spyOnSteps() {
  return definitions.map((definition) => ({
    kind: definition.name,
    handle: vi
      .spyOn(definition, 'handle')
      .mockResolvedValue({ bytes: new Uint8Array([1, 2, 3]), contentType: 'audio/wav' }),
    fill: definition.target.fill ? vi.spyOn(definition.target, 'fill').mockResolvedValue(undefined) : undefined,
    fail: definition.target.fail ? vi.spyOn(definition.target, 'fail').mockResolvedValue(undefined) : undefined,
  }));
}

beforeEach(() => {
  store.job = undefined;
  store.finished = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('generation jobs through the job runner', () => {
  it.each(kinds)('runs a %s job through its definition alone', async (kind) => {
    const spies = spyOnSteps();
    const target = TARGET_SAMPLES[kind].stored;
    store.job = jobOf({ ...target });
    await runner().run(store.job.id);

    for (const spy of spies) {
      const isOwn = spy.kind === kind;
      expect(spy.handle, `${spy.kind}.handle`).toHaveBeenCalledTimes(isOwn ? 1 : 0);
      if (spy.fill) expect(spy.fill, `${spy.kind}.fill`).toHaveBeenCalledTimes(isOwn ? 1 : 0);
      expect(spy.fail ?? vi.fn(), `${spy.kind}.fail`).not.toHaveBeenCalled();
    }
    const own = spies.find((spy) => spy.kind === kind)!;
    expect(own.handle.mock.calls[0]![1].target).toEqual(target);
    if (own.fill) {
      expect(own.fill.mock.calls[0]![1]).toBe(tx);
      expect(own.fill.mock.calls[0]![2]).toEqual(target);
      expect(own.fill.mock.calls[0]![3].output.url).toMatch(/\.wav$/);
    }
    expect(store.finished).toEqual(['completed']);
    expect(credits.capture).toHaveBeenCalledWith(tx, 'user-1', store.job.id, 'Captured: speech');
    expect(events.publish).toHaveBeenCalledWith(expect.objectContaining({ type: 'generation.completed' }));
  });

  it.each(kinds)('fails a %s job through its definition alone, releasing its credits', async (kind) => {
    const spies = spyOnSteps();
    const own = spies.find((spy) => spy.kind === kind)!;
    own.handle.mockRejectedValue(new ProviderError('input', 'Shot not found'));
    store.job = jobOf({ ...TARGET_SAMPLES[kind].stored });
    await runner().run(store.job.id);

    for (const spy of spies) {
      if (spy.fail) expect(spy.fail, `${spy.kind}.fail`).toHaveBeenCalledTimes(spy.kind === kind ? 1 : 0);
      if (spy.fill) expect(spy.fill, `${spy.kind}.fill`).not.toHaveBeenCalled();
    }
    if (own.fail) expect(own.fail).toHaveBeenCalledWith(jobDeps, tx, TARGET_SAMPLES[kind].stored, 'Shot not found');
    expect(store.finished).toEqual(['failed']);
    expect(credits.capture).not.toHaveBeenCalled();
    expect(credits.release).toHaveBeenCalledTimes(1);
  });

  it.each(kinds)('fails a %s job whose stored request its schema rejects, and refunds it', async (kind) => {
    const spies = spyOnSteps();
    store.job = jobOf(
      { ...TARGET_SAMPLES[kind].stored },
      { text: 42, prompt: 42, imageUrl: 42, selectedVariants: 'all' },
    );
    await runner().run(store.job.id);

    for (const spy of spies) expect(spy.handle).not.toHaveBeenCalled();
    const message = serverMessageText('job.invalidPayload');
    expect(store.finished).toEqual(['failed']);
    expect(credits.release).toHaveBeenCalledWith(
      tx,
      'user-1',
      store.job.id,
      2,
      serverMessageText('usage.refund', { reason: message }),
    );
    expect(events.publish).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'generation.failed', data: expect.objectContaining({ error: message }) }),
    );
  });

  it('fails a job whose stored target no definition reads, touching no definition', async () => {
    const spies = spyOnSteps();
    store.job = jobOf({ type: 'asset-image', assetId: 'asset-1' });
    await runner().run(store.job.id);
    expect(store.finished).toEqual(['failed']);
    for (const spy of spies) expect(spy.handle.mock.calls.length + (spy.fail?.mock.calls.length ?? 0)).toBe(0);
    expect(credits.release).toHaveBeenCalledTimes(1);
  });
});
