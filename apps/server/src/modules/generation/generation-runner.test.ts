import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/index.ts';
import type { GenerationJobRow } from '../../db/schema.ts';
import { ProviderError } from '../../providers/provider.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { createGenerationRunner } from './generation-runner.ts';
import { GENERATION_TARGET_DEFINITIONS, GENERATION_TARGET_TYPES, targetDefinitionOf } from './targets/registry.ts';
import { TARGET_SAMPLES } from './targets/target-samples.ts';

/** The job record as the (mocked) repository holds it; each test puts one job in it. */
const store = vi.hoisted(() => ({ job: undefined as GenerationJobRow | undefined, finished: [] as string[] }));

vi.mock('./generation-job.repository.ts', () => ({
  createGenerationJobRepository: () => ({
    claim: async () => (store.job ? { ...store.job, status: 'active', attempts: store.job.attempts + 1 } : undefined),
    setProgress: async () => ({ isCancelRequested: false }),
    fixOutputKeys: async (_id: string, keys: string[]) => keys,
    finish: async (_id: string, patch: { status: string }) => {
      store.finished.push(patch.status);
      return store.job ? { ...store.job, ...patch } : undefined;
    },
  }),
}));

function jobOf(target: Record<string, unknown>): GenerationJobRow {
  return {
    id: '0f0e0d0c-0000-4000-8000-000000000001',
    queue: 'speech-generation',
    kind: 'speech',
    userId: 'user-1',
    projectId: null,
    target,
    targetKey: null,
    input: {},
    status: 'queued',
    progress: 0,
    cost: 0,
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

const tx = { isTransaction: true } as unknown as Database;
const credits = {
  capture: vi.fn(async () => undefined),
  release: vi.fn(async () => undefined),
  currentBalance: vi.fn(async () => 0),
  announce: vi.fn(),
};
const events = { publish: vi.fn() };

function runner() {
  return createGenerationRunner({
    db: { transaction: async (work: (tx: Database) => Promise<unknown>) => work(tx) } as unknown as Database,
    media: { read: async () => new Uint8Array() },
    files: { put: async () => undefined, discard: async () => undefined, sweep: async () => 0 },
    providers: {} as never,
    credits: credits as unknown as CreditsService,
    events: events as unknown as DomainEvents,
    maxAttempts: 3,
    log: { warn: () => undefined, error: () => undefined },
  });
}

/** Every definition's steps, spied on (they answer a small WAV-typed file without calling any provider). */
function spyOnSteps() {
  return GENERATION_TARGET_DEFINITIONS.map((definition) => ({
    type: definition.type,
    produce: vi
      .spyOn(definition, 'produce')
      .mockResolvedValue({ bytes: new Uint8Array([1, 2, 3]), contentType: 'audio/wav' }),
    fill: vi.spyOn(definition, 'fill').mockResolvedValue(undefined),
    fail: vi.spyOn(definition, 'fail').mockResolvedValue(undefined),
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

describe('the generation runner', () => {
  it.each(GENERATION_TARGET_TYPES)('runs a %s job through its definition alone', async (type) => {
    const spies = spyOnSteps();
    const target = TARGET_SAMPLES[type];
    store.job = jobOf({ ...target });
    await runner().run(store.job.id);

    for (const spy of spies) {
      const isOwn = spy.type === type;
      expect(spy.produce, `${spy.type}.produce`).toHaveBeenCalledTimes(isOwn ? 1 : 0);
      expect(spy.fill, `${spy.type}.fill`).toHaveBeenCalledTimes(isOwn ? 1 : 0);
      expect(spy.fail, `${spy.type}.fail`).not.toHaveBeenCalled();
    }
    const own = spies.find((spy) => spy.type === type)!;
    expect(own.produce.mock.calls[0]![2]).toEqual(target);
    expect(own.fill.mock.calls[0]![0]).toBe(tx);
    expect(own.fill.mock.calls[0]![1]).toEqual(target);
    expect(own.fill.mock.calls[0]![2].output.url).toMatch(/\.wav$/);
    expect(store.finished).toEqual(['completed']);
    expect(credits.capture).toHaveBeenCalledWith(tx, 'user-1', store.job.id, 'Captured: speech');
    expect(events.publish).toHaveBeenCalledWith(expect.objectContaining({ type: 'generation.completed' }));
  });

  it.each(GENERATION_TARGET_TYPES)('fails a %s job through its definition alone', async (type) => {
    const spies = spyOnSteps();
    const own = spies.find((spy) => spy.type === type)!;
    own.produce.mockRejectedValue(new ProviderError('input', 'Shot not found'));
    store.job = jobOf({ ...TARGET_SAMPLES[type] });
    await runner().run(store.job.id);

    for (const spy of spies) {
      expect(spy.fail, `${spy.type}.fail`).toHaveBeenCalledTimes(spy.type === type ? 1 : 0);
      expect(spy.fill, `${spy.type}.fill`).not.toHaveBeenCalled();
    }
    expect(own.fail).toHaveBeenCalledWith(tx, TARGET_SAMPLES[type], 'Shot not found');
    expect(store.finished).toEqual(['failed']);
    expect(credits.capture).not.toHaveBeenCalled();
    expect(credits.release).toHaveBeenCalledTimes(1);
  });

  it('fails a job whose stored target no definition reads, touching no definition', async () => {
    const spies = spyOnSteps();
    store.job = jobOf({ type: 'asset-image', assetId: 'asset-1' });
    await runner().run(store.job.id);
    expect(store.finished).toEqual(['failed']);
    for (const spy of spies) expect(spy.produce.mock.calls.length + spy.fail.mock.calls.length).toBe(0);
    expect(targetDefinitionOf('asset-image')).toBeUndefined();
  });
});
