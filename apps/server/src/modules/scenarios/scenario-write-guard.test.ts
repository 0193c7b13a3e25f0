import { describe, expect, it } from 'vitest';
import { scenarioWriteGuard } from './scenario-write-guard.ts';

const VERSION = '2030-01-01T00:00:00.000Z';

describe('scenarioWriteGuard', () => {
  it('checks a script written alone with its base on the script, not the version', () => {
    expect(scenarioWriteGuard({ id: 'e1', expectedUpdatedAt: VERSION, script: 'new', baseScript: 'old' })).toEqual({
      script: { base: 'old', next: 'new' },
    });
  });

  it('reads a cleared script as the empty text', () => {
    expect(scenarioWriteGuard({ script: null, baseScript: 'old' })).toEqual({ script: { base: 'old', next: '' } });
  });

  it('keeps the version check without a base, or when other fields are written too', () => {
    expect(scenarioWriteGuard({ expectedUpdatedAt: VERSION, script: 'new' })).toEqual({ version: VERSION });
    expect(scenarioWriteGuard({ expectedUpdatedAt: VERSION, script: 'new', baseScript: 'old', name: 'N' })).toEqual({
      version: VERSION,
    });
    expect(scenarioWriteGuard({ expectedUpdatedAt: VERSION, name: 'N', baseScript: 'old' })).toEqual({
      version: VERSION,
    });
  });
});
