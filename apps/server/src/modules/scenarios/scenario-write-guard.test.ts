import { describe, expect, it } from 'vitest';
import { scenarioWriteGuard } from './scenario-write-guard.ts';

const VERSION = '2030-01-01T00:00:00.000Z';

describe('scenarioWriteGuard', () => {
  it('checks each changed field sent with a base value on that value, not the version', () => {
    const input = { id: 'e1', expectedUpdatedAt: VERSION, name: 'New', base: { name: 'Old' } };
    expect(scenarioWriteGuard(input, { name: 'New' })).toEqual({
      fields: { base: { name: 'Old' }, next: { name: 'New' } },
    });
  });

  it('reads baseScript as the base value of the script (base.script wins)', () => {
    expect(scenarioWriteGuard({ script: 'new', baseScript: 'old' }, { script: 'new' })).toEqual({
      fields: { base: { script: 'old' }, next: { script: 'new' } },
    });
    expect(
      scenarioWriteGuard({ script: 'new', baseScript: 'older', base: { script: 'old' } }, { script: 'new' }).fields,
    ).toEqual({ base: { script: 'old' }, next: { script: 'new' } });
  });

  it('compares against what is stored: the languages the server completes', () => {
    const input = {
      contentLanguage: 'de' as const,
      supportedLanguages: ['de' as const],
      base: { supportedLanguages: ['en' as const], contentLanguage: 'en' as const },
    };
    expect(scenarioWriteGuard(input, { contentLanguage: 'de', supportedLanguages: ['en', 'de'] }).fields?.next).toEqual(
      {
        contentLanguage: 'de',
        supportedLanguages: ['en', 'de'],
      },
    );
  });

  it('keeps the version check without base values, or for a changed field that has none', () => {
    expect(scenarioWriteGuard({ expectedUpdatedAt: VERSION, script: 'new' }, { script: 'new' })).toEqual({
      version: VERSION,
    });
    expect(
      scenarioWriteGuard(
        { expectedUpdatedAt: VERSION, script: 'new', baseScript: 'old', name: 'N' },
        { script: 'new', name: 'N' },
      ),
    ).toEqual({ version: VERSION, fields: { base: { script: 'old' }, next: { script: 'new' } } });
    expect(scenarioWriteGuard({ expectedUpdatedAt: VERSION, name: 'N', baseScript: 'old' }, { name: 'N' })).toEqual({
      version: VERSION,
    });
  });
});
