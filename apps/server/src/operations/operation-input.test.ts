import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { mergeHttpInput, normalizePayload, tierFromHeaders } from './operation-input.ts';

describe('normalizePayload', () => {
  it('accepts absent, plain and data-wrapped payloads', () => {
    expect(normalizePayload(undefined)).toEqual({});
    expect(normalizePayload(null)).toEqual({});
    expect(normalizePayload({ a: 1 })).toEqual({ a: 1 });
    expect(normalizePayload({ data: { a: 1 } })).toEqual({ a: 1 });
    expect(normalizePayload({ data: 'text' })).toEqual({ data: 'text' });
    expect(normalizePayload({ data: { a: 1 }, b: 2 })).toEqual({ data: { a: 1 }, b: 2 });
  });

  it('refuses non-objects with a 422 on the given field', () => {
    for (const value of ['text', 3, [1, 2], true]) {
      try {
        normalizePayload(value, 'payload');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).details).toEqual([{ field: 'payload', message: 'Expected a JSON object' }]);
      }
    }
  });
});

describe('mergeHttpInput', () => {
  it('merges query, body and params, params winning', () => {
    expect(
      mergeHttpInput({
        query: { q: '1', id: 'query' },
        body: { data: { name: 'x', id: 'body' } },
        params: { id: 'param' },
      }),
    ).toEqual({
      q: '1',
      name: 'x',
      id: 'param',
    });
    class NullProtoLike {}
    Object.setPrototypeOf(NullProtoLike.prototype, null);
    const params = Object.assign(new NullProtoLike(), { sessionId: 'abc' });
    expect(mergeHttpInput({ query: undefined, body: undefined, params })).toEqual({ sessionId: 'abc' });
  });
});

describe('tierFromHeaders', () => {
  it('resolves the X-App-Tier header and falls back to the site tier', () => {
    expect(tierFromHeaders({ 'x-app-tier': 'mm' }, 'sym')).toBe('motionmaker');
    expect(tierFromHeaders({ 'x-app-tier': 'whatever' }, 'motionmaker')).toBe('sym');
    expect(tierFromHeaders({}, 'motionmaker')).toBe('motionmaker');
    expect(tierFromHeaders({ 'x-app-tier': ' ' }, 'sym')).toBe('sym');
  });
});
