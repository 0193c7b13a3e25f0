const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/** The address of a path served by the API host, which may be elsewhere than the app. */
export function apiAddress(path: string): string {
  return `${baseUrl}${path}`;
}

/** Stored media urls are relative (`/media/<key>`): they point at the API host. */
export function resolveMediaUrl(url: string): string {
  return url.startsWith('/') ? apiAddress(url) : url;
}
