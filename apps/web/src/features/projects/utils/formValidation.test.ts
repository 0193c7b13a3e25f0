import { LIMITS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { validateNamed } from './formValidation';

describe('validateNamed', () => {
  it('requires a name that is not only spaces', () => {
    expect(validateNamed({ name: '', description: '' })).toEqual({ name: 'nameRequired' });
    expect(validateNamed({ name: '   ', description: '' })).toEqual({ name: 'nameRequired' });
  });

  it('accepts 1 to 100 characters and refuses 101', () => {
    expect(validateNamed({ name: 'x', description: '' })).toEqual({});
    expect(validateNamed({ name: 'x'.repeat(100), description: '' })).toEqual({});
    expect(validateNamed({ name: 'x'.repeat(101), description: '' })).toEqual({ name: 'nameTooLong' });
  });

  it('limits a project description to 500 and an episode description to 1000 characters', () => {
    expect(validateNamed({ name: 'ok', description: 'd'.repeat(500) })).toEqual({});
    expect(validateNamed({ name: 'ok', description: 'd'.repeat(501) })).toEqual({ description: 'descriptionTooLong' });
    expect(validateNamed({ name: 'ok', description: 'd'.repeat(1000) }, LIMITS.scenarioDescriptionMax)).toEqual({});
    expect(validateNamed({ name: 'ok', description: 'd'.repeat(1001) }, LIMITS.scenarioDescriptionMax)).toEqual({
      description: 'descriptionTooLong',
    });
  });
});
