import { describe, expect, it } from 'vitest';
import { isNotModified, isRangeStillValid, validatorsOf } from './media-validators.ts';

const file = { sizeBytes: 1234, createdAt: new Date('2026-03-06T12:00:00.750Z') };
const validators = validatorsOf(file);

describe('media validators', () => {
  it('makes a strong ETag from the row and a Last-Modified in whole seconds', () => {
    expect(validators.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(validators.lastModified).toBe('Fri, 06 Mar 2026 12:00:00 GMT');
    expect(validatorsOf({ ...file, sizeBytes: 1235 }).etag).not.toBe(validators.etag);
    expect(validatorsOf({ ...file, createdAt: new Date('2026-03-06T12:00:00.751Z') }).etag).not.toBe(validators.etag);
  });

  it('answers 304 when If-None-Match names the ETag (weakly, in a list, or *), else not', () => {
    for (const header of [validators.etag, `W/${validators.etag}`, `"x", ${validators.etag}`, '*']) {
      expect(isNotModified({ 'if-none-match': header }, validators), header).toBe(true);
    }
    expect(isNotModified({ 'if-none-match': '"other"' }, validators)).toBe(false);
    expect(isNotModified({}, validators)).toBe(false);
  });

  it('reads If-Modified-Since only without If-None-Match', () => {
    expect(isNotModified({ 'if-modified-since': validators.lastModified }, validators)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Fri, 06 Mar 2026 11:59:59 GMT' }, validators)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, validators)).toBe(false);
    expect(
      isNotModified({ 'if-none-match': '"other"', 'if-modified-since': validators.lastModified }, validators),
    ).toBe(false);
  });

  it('keeps a range only under an If-Range that names the file as it is', () => {
    expect(isRangeStillValid(undefined, validators)).toBe(true);
    expect(isRangeStillValid(validators.etag, validators)).toBe(true);
    expect(isRangeStillValid(validators.lastModified, validators)).toBe(true);
    expect(isRangeStillValid(`W/${validators.etag}`, validators)).toBe(false);
    expect(isRangeStillValid('"some-etag"', validators)).toBe(false);
    expect(isRangeStillValid(validators.etag, undefined)).toBe(false);
  });
});
