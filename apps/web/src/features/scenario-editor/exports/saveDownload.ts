/**
 * The file name a Content-Disposition header asks for: the UTF-8 `filename*` (RFC 8187) when present, else
 * the plain `filename`; path parts are dropped. Undefined when the header names none.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/** Saves a blob as a file through a temporary link (the browser's download, with the given name). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns: release it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
