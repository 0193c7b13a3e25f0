import { describe, expect, it } from 'vitest';
import { formatRangeHeader, parseRangeHeader, resolveByteRange } from './byte-range.ts';

describe('parseRangeHeader', () => {
  it('reads one byte range: closed, open-ended or a suffix', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=500-')).toEqual({ start: 500 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffixLength: 500 });
    expect(parseRangeHeader(' Bytes=5-5 ')).toEqual({ start: 5, end: 5 });
  });

  it('ignores what it cannot serve as one range, so the whole file is sent', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-3',
      'bytes=0-1,5-6',
      'items=0-5',
      'bytes=a-b',
      'bytes=1.5-2',
      `bytes=${'9'.repeat(30)}-`,
    ]) {
      expect(parseRangeHeader(header), String(header)).toBeUndefined();
    }
  });
});

describe('resolveByteRange', () => {
  it('clamps to the file and refuses ranges wholly past its end', () => {
    expect(resolveByteRange({ start: 2, end: 4 }, 10)).toEqual({ start: 2, end: 4 });
    expect(resolveByteRange({ start: 2 }, 10)).toEqual({ start: 2, end: 9 });
    expect(resolveByteRange({ start: 8, end: 99 }, 10)).toEqual({ start: 8, end: 9 });
    expect(resolveByteRange({ suffixLength: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveByteRange({ suffixLength: 30 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveByteRange({ start: 10 }, 10)).toBeUndefined();
    expect(resolveByteRange({ suffixLength: 0 }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: 0 }, 0)).toBeUndefined();
    expect(resolveByteRange({ suffixLength: 4 }, 0)).toBeUndefined();
  });

  it('formats ranges back into header values', () => {
    expect(formatRangeHeader({ start: 3, end: 7 })).toBe('bytes=3-7');
    expect(formatRangeHeader({ start: 3 })).toBe('bytes=3-');
    expect(formatRangeHeader({ suffixLength: 9 })).toBe('bytes=-9');
  });
});
