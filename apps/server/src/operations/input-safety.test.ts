import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { assertSafeInput, INPUT_SAFETY_MESSAGES, MAX_INPUT_DEPTH } from './input-safety.ts';

/** The 422 detail assertSafeInput throws for a payload, or undefined when it passes. */
function refusal(payload: unknown, rootField?: string) {
  try {
    assertSafeInput(payload, rootField);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_ERROR');
    return (error as AppError).details?.[0];
  }
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('assertSafeInput', () => {
  it('passes ordinary payloads, emoji (surrogate pairs) and other languages included', () => {
    expect(refusal({ name: 'Lighthouse 🌊', tags: ['夜', 'Straße'], metadata: { scene: { n: 1 } }, n: 1e308 })).toBe(
      undefined,
    );
    expect(refusal(nested(MAX_INPUT_DEPTH))).toBe(undefined);
  });

  it('refuses NUL in a value or a key, on that field', () => {
    expect(refusal({ name: 'a\u0000b' })).toEqual({ field: 'name', message: INPUT_SAFETY_MESSAGES.nul });
    expect(refusal({ shots: [{ description: '\u0000' }] })).toEqual({
      field: 'shots.0.description',
      message: INPUT_SAFETY_MESSAGES.nul,
    });
    expect(refusal({ metadata: { 'k\u0000': 1 } })).toEqual({
      field: 'metadata.k\u0000',
      message: INPUT_SAFETY_MESSAGES.nul,
    });
  });

  it('refuses lone surrogates, high or low, anywhere in a string', () => {
    for (const text of ['\ud800', 'x\udfffy', 'end\ud83c', '\udc00start'])
      expect(refusal({ search: text })).toEqual({ field: 'search', message: INPUT_SAFETY_MESSAGES.surrogate });
  });

  it('refuses nesting past the limit without overflowing on 5,000 levels', () => {
    expect(refusal({ metadata: nested(5_000) })?.message).toBe(INPUT_SAFETY_MESSAGES.tooDeep);
    expect(refusal(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(INPUT_SAFETY_MESSAGES.tooDeep);
  });

  it('refuses numbers that are not finite and names the root field for a bad whole payload', () => {
    expect(refusal({ duration: Number.POSITIVE_INFINITY })).toEqual({
      field: 'duration',
      message: INPUT_SAFETY_MESSAGES.notFinite,
    });
    expect(refusal('\u0000', 'payload')).toEqual({ field: 'payload', message: INPUT_SAFETY_MESSAGES.nul });
  });
});
