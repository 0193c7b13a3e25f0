/**
 * Validators of a stored file (RFC 9110 §8.8): media answers carry `Cache-Control: no-cache`, so every use of a
 * cached copy asks again and a file whose project went to the Recycle Bin stops showing at once; these make that
 * question cheap (304 without reading the file) and let a resumed download keep its range (If-Range).
 */
export interface MediaValidators {
  /** Strong: one stored file row, one write of its bytes. */
  etag: string;
  /** HTTP-date, whole seconds. */
  lastModified: string;
}

/** The validators of a file from its owner row (its size and when its row was made). */
export function validatorsOf(file: { sizeBytes: number; createdAt: Date }): MediaValidators {
  return {
    etag: `"${file.createdAt.getTime().toString(36)}-${file.sizeBytes.toString(36)}"`,
    lastModified: file.createdAt.toUTCString(),
  };
}

/** Opaque tags of an If-None-Match list, weakness dropped (the weak comparison of §13.1.2). */
function tagsOf(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

type Header = string | string[] | undefined;
const textOf = (header: Header) => (Array.isArray(header) ? header.join(', ') : header);

/** Whether a GET or HEAD with these conditional headers may be answered 304 Not Modified (§13.1.2, §13.1.3). */
export function isNotModified(
  headers: { 'if-none-match'?: Header; 'if-modified-since'?: Header },
  validators: MediaValidators,
): boolean {
  const noneMatch = textOf(headers['if-none-match']);
  if (noneMatch !== undefined) {
    const tags = tagsOf(noneMatch);
    return tags.includes('*') || tags.includes(validators.etag);
  }
  const since = Date.parse(textOf(headers['if-modified-since']) ?? '');
  return Number.isFinite(since) && Date.parse(validators.lastModified) <= since;
}

/**
 * Whether a Range may be served under this If-Range (§13.1.5): only when it names the file as it is now, by its
 * strong ETag or its exact Last-Modified date; otherwise the whole file goes out. No If-Range: yes.
 */
export function isRangeStillValid(ifRange: Header, validators: MediaValidators | undefined): boolean {
  const value = textOf(ifRange)?.trim();
  if (value === undefined) return true;
  if (!validators) return false;
  return value === validators.etag || value === validators.lastModified;
}
