const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/** Stored media urls are relative (`/media/<key>`): they point at the API host, which may be elsewhere. */
export function resolveMediaUrl(url: string): string {
  return url.startsWith('/') ? `${baseUrl}${url}` : url;
}
