import { sortVariants } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { pickInitialVariant, resolveSelectedVariant, variantCreateProblem } from './variantSelection';

const variant = (id: string, variant_name: string, created_at: string) => ({ id, variant_name, created_at });
const base = variant('d', 'Default', '2024-01-01T00:00:00.000Z');
const night = variant('n', 'Night', '2024-01-03T00:00:00.000Z');
const winter = variant('w', 'Winter', '2024-01-02T00:00:00.000Z');

describe('variant selection', () => {
  it('lists Default first, then newest first', () => {
    expect(sortVariants([winter, base, night]).map((v) => v.id)).toEqual(['d', 'n', 'w']);
  });

  it('picks the newest variant, else Default, else nothing', () => {
    expect(pickInitialVariant([base, winter, night])?.id).toBe('n');
    expect(pickInitialVariant([base])?.id).toBe('d');
    expect(pickInitialVariant([])).toBeNull();
  });

  it('keeps the chosen variant while it exists', () => {
    expect(resolveSelectedVariant([base, night, winter], 'w')?.id).toBe('w');
    expect(resolveSelectedVariant([base, night], 'w')?.id).toBe('n');
  });

  it('needs a selected asset and a non-blank name to add a variant', () => {
    expect(variantCreateProblem(null, 'Night')).toBe('noSelection');
    expect(variantCreateProblem('a1', '  ')).toBe('nameRequired');
    expect(variantCreateProblem('a1', 'Night')).toBeNull();
  });
});
