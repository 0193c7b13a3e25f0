import fs from 'node:fs';
import path from 'node:path';
import { JOB_KIND_NAMES, JOB_KINDS, JOB_TARGET_KINDS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { GenerationJobCatalog } from '../modules/generation/generation-job-catalog.ts';
import { exportJobsOf, generationJobsOf, JOB_DEFINITIONS, verifyJobDefinitions } from './job-registry.ts';
import { TARGET_SAMPLES } from './job-samples.test-support.ts';

const catalog = new GenerationJobCatalog(generationJobsOf(JOB_DEFINITIONS));

describe('the job registry', () => {
  it('defines every kind the contracts declare, once, with the queue policy its queue shares', () => {
    expect(() => verifyJobDefinitions(JOB_DEFINITIONS)).not.toThrow();
    expect(JOB_DEFINITIONS.map((definition) => definition.name).sort()).toEqual([...JOB_KIND_NAMES].sort());
    expect(generationJobsOf(JOB_DEFINITIONS).length + exportJobsOf(JOB_DEFINITIONS).length).toBe(
      JOB_DEFINITIONS.length,
    );
    for (const definition of exportJobsOf(JOB_DEFINITIONS)) expect(JOB_KINDS[definition.name].fills).toBe('export');
  });

  it('refuses to start with two definitions of one name', () => {
    const [first] = JOB_DEFINITIONS;
    expect(() => verifyJobDefinitions([...JOB_DEFINITIONS, first!])).toThrow(
      /more than one definition of: asset-variant/,
    );
  });

  it('refuses to start when a declared kind has no definition, or a definition no declared kind', () => {
    const withoutExport = JOB_DEFINITIONS.filter((definition) => definition.name !== 'export');
    expect(() => verifyJobDefinitions(withoutExport)).toThrow(/no definition of: export/);
    const declared = JOB_KIND_NAMES.filter((kind) => kind !== 'voice-clip');
    expect(() => verifyJobDefinitions(JOB_DEFINITIONS, declared)).toThrow(
      /not declared in contracts JOB_KINDS: voice-clip/,
    );
  });

  it('refuses kinds that share a queue but not its policy', () => {
    const [assetVariant, ...rest] = JOB_DEFINITIONS;
    const slower = { ...assetVariant!, policy: { ...assetVariant!.policy, maxAttempts: 9 } };
    expect(() => verifyJobDefinitions([slower, ...rest])).toThrow(
      /share the queue image-generation but not its policy/,
    );
  });

  it('reads every stored target back through its own kind', () => {
    for (const [kind, sample] of Object.entries(TARGET_SAMPLES)) {
      const read = catalog.readTarget({ ...sample.stored });
      expect(read?.kind).toBe(kind);
      expect(read?.target).toEqual(sample.stored);
      expect(catalog.targetIdOf(sample.stored)).toBe(sample.targetId);
    }
  });

  it('rejects unknown kinds and targets missing a field of their kind', () => {
    expect(catalog.readTarget({ type: 'asset-image', assetId: 'a', generationId: 'b' })).toBeUndefined();
    expect(catalog.readTarget({ type: 'toString' })).toBeUndefined();
    expect(catalog.readTarget({ type: 'export', exportId: 'e', scenarioId: 's' })).toBeUndefined();
    expect(catalog.readTarget({ assetId: 'a', generationId: 'b' })).toBeUndefined();
    for (const sample of Object.values(TARGET_SAMPLES)) {
      for (const field of Object.keys(sample.stored).filter((key) => key !== 'type' && key !== 'modificationId')) {
        const broken: Record<string, unknown> = { ...sample.stored, [field]: 42 };
        expect(catalog.readTarget(broken), `${String(sample.stored.type)} with a numeric ${field}`).toBeUndefined();
      }
    }
  });

  it('places a running job on its episode, shot or asset as its definition says', () => {
    expect(catalog.subjectOf(TARGET_SAMPLES['asset-variant'].stored)).toEqual({
      scenarioId: null,
      shotId: null,
      assetId: 'asset-1',
    });
    for (const kind of ['shot-image', 'shot-video', 'shot-lipsync'] as const) {
      expect(catalog.subjectOf(TARGET_SAMPLES[kind].stored)).toEqual({
        scenarioId: 'episode-1',
        shotId: 'shot-1',
        assetId: null,
      });
    }
    expect(catalog.subjectOf(TARGET_SAMPLES['voice-clip'].stored)).toEqual({
      scenarioId: 'episode-1',
      shotId: null,
      assetId: null,
    });
    expect(catalog.subjectOf(TARGET_SAMPLES['wizard-asset-preview'].stored)).toEqual({
      scenarioId: null,
      shotId: null,
      assetId: null,
    });
  });

  it('leaves no job kind named in the runner, the lifecycles, the failure path, the presenter or the requests', () => {
    const root = path.join(import.meta.dirname, '..');
    const files = [
      'jobs/job-runner.ts',
      'jobs/queue-workers.ts',
      'jobs/start-jobs.ts',
      'modules/generation/generation-job-lifecycle.ts',
      'modules/generation/generation-job-failure.ts',
      'modules/generation/generation-job.presenter.ts',
      'modules/generation/generation-job-catalog.ts',
      'modules/generation/generation-request.service.ts',
      'modules/generation/generation-job.service.ts',
    ];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      // A name that is also a target kind (voice-clip, export) may be compared as what a job fills.
      const isTargetKind = (name: string) => (JOB_TARGET_KINDS as readonly string[]).includes(name);
      for (const kind of JOB_KIND_NAMES.filter((name) => !isTargetKind(name))) {
        expect(source.includes(`'${kind}'`), `${file} names '${kind}'`).toBe(false);
      }
      expect(/switch\s*\(\s*(target|kind|job)/.test(source), `${file} switches on a kind`).toBe(false);
    }
  });

  it('keeps modules from importing jobs/', () => {
    const modules = path.join(import.meta.dirname, '..', 'modules');
    const offenders = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /from '(\.\.\/)+jobs\//.test(fs.readFileSync(path.join(modules, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
