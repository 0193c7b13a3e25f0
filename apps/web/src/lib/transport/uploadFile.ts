import { httpClient } from './client';
import type { HttpClient } from './httpClient';

/** Uploads may carry up to 10 MB on a slow connection: they get longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  signal?: AbortSignal;
  /** The app's HTTP client unless a test passes its own. */
  client?: HttpClient;
}

/**
 * POSTs files (and text fields) as multipart/form-data through the HTTP client, so uploads get the same
 * bearer token, X-App-Tier header, envelope unwrapping and one-time token refresh as every other call.
 */
export function uploadFile<T>(
  path: string,
  fields: Record<string, Blob | string>,
  { signal, client = httpClient }: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.request<T>({ method: 'POST', path, body: form, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
}
