import { UPLOAD_ROUTES, fillRoutePath, type UploadName, type UploadOutput } from '@sym/contracts';
import { httpClient } from './client';
import type { HttpClient } from './httpClient';

/** Uploads may carry up to 10 MB on a slow connection: they get longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  signal?: AbortSignal;
  /** The app's HTTP client unless a test passes its own. */
  client?: HttpClient;
}

/** The file and, for an upload whose path names one, the id it goes to. */
export interface UploadTarget {
  id?: string;
  /** The path's other `:name` segments (the contract's `pathParams`), e.g. a shot's id. */
  params?: Record<string, string>;
  /** Query parameters (the contract's `query`), e.g. the team whose brand a logo is for. */
  query?: Record<string, string>;
  file: Blob;
}

/**
 * POSTs a file as multipart/form-data to the upload of that name (path and field from its contract) through the
 * HTTP client, so uploads get the same bearer token, X-App-Tier header, envelope unwrapping and one-time token
 * refresh as every other call. Resolves with the upload's declared answer.
 */
export function uploadFile<N extends UploadName>(
  name: N,
  { id, params, query, file }: UploadTarget,
  { signal, client = httpClient }: UploadOptions = {},
): Promise<UploadOutput<N>> {
  const upload = UPLOAD_ROUTES[name];
  const form = new FormData();
  form.append(upload.field, file);
  const { path } = fillRoutePath(upload.path, { ...params, ...(id === undefined ? {} : { id }) });
  return client.request<UploadOutput<N>>({
    method: 'POST',
    path,
    ...(query && { query }),
    body: form,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}
