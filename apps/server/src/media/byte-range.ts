/**
 * A requested part of a stored file (HTTP Range semantics, inclusive ends): `start` with an optional `end`
 * (`bytes=500-999`, `bytes=500-`), or the last `suffixLength` bytes (`bytes=-500`).
 */
export type ByteRange = { start: number; end?: number } | { suffixLength: number };

/** The bytes actually served: inclusive offsets inside the file. */
export interface ResolvedByteRange {
  start: number;
  end: number;
}

/** The requested range lies wholly past the end of the file (HTTP 416); `size` is the file's size. */
export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';
  readonly size: number;

  constructor(size: number) {
    super(`Range not satisfiable for a file of ${size} bytes`);
    this.size = size;
  }
}

/** The range clamped to a file of `size` bytes, or undefined when no byte of it exists (RFC 9110 §14.1.2). */
export function resolveByteRange(range: ByteRange, size: number): ResolvedByteRange | undefined {
  if ('suffixLength' in range) {
    if (range.suffixLength <= 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffixLength), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * The single byte range of a Range header, or undefined when the header is absent, malformed, not in bytes or
 * asks for several ranges: the server may then ignore it and send the whole file (RFC 9110 §14.2).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffixLength: Math.min(Number(last), Number.MAX_SAFE_INTEGER) };
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return undefined;
  if (last === '') return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return undefined;
  return { start, end };
}

/** The range in the form of an HTTP Range header value (also what S3 GetObject takes). */
export function formatRangeHeader(range: ByteRange): string {
  if ('suffixLength' in range) return `bytes=-${range.suffixLength}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}
