import { describe, expect, it } from 'vitest';
import { EXPORT_QUEUE, GENERATION_QUEUES, isJobKind, JOB_KIND_NAMES, JOB_KINDS, JOB_QUEUE_NAMES } from './job-kinds.ts';

describe('the job kinds', () => {
  it('run on every queue, each queue named once; only an export is free', () => {
    expect([...JOB_QUEUE_NAMES].sort()).toEqual([...GENERATION_QUEUES, EXPORT_QUEUE].sort());
    for (const kind of JOB_KIND_NAMES) {
      const { queue, generationKind } = JOB_KINDS[kind];
      expect(generationKind === null, kind).toBe(queue === EXPORT_QUEUE);
    }
  });

  it('tells a declared kind from any other name', () => {
    expect(isJobKind('shot-image')).toBe(true);
    expect(isJobKind('toString')).toBe(false);
    expect(isJobKind(undefined)).toBe(false);
  });
});
