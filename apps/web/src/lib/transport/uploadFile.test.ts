import { STORAGE_KEYS } from '@sym/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { createTokenStore } from '../storage/tokenStore';
import { createHttpClient } from './httpClient';
import { uploadFile } from './uploadFile';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(replies: Response[]) {
  const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(replies.shift()!));
  const client = createHttpClient({ tokens: createTokenStore(), getTier: () => 'motionmaker', fetchImpl });
  return { client, fetchImpl };
}

describe('uploadFile', () => {
  afterEach(() => window.localStorage.clear());

  it('sends multipart form data with bearer and tier headers and no JSON content type', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a1');
    const { client, fetchImpl } = setup([json(200, { success: true, data: { id: 'x1' } })]);
    const file = new File(['png'], 'ref.png', { type: 'image/png' });
    await expect(uploadFile('upload.assetReference', { id: 'x1', file }, { client })).resolves.toEqual({
      id: 'x1',
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/upload/asset/x1/reference');
    expect(init!.method).toBe('POST');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer a1');
    expect(headers['X-App-Tier']).toBe('motionmaker');
    expect(headers['Content-Type']).toBeUndefined();
    expect(init!.body).toBeInstanceOf(FormData);
    expect((init!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('refreshes an expired token once and replays the upload', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'old');
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const { client, fetchImpl } = setup([
      json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
      json(200, { success: true, data: { accessToken: 'new', refreshToken: 'r2' } }),
      json(200, { success: true, data: { ok: true } }),
    ]);
    await uploadFile('upload.assetReference', { id: 'x1', file: new Blob(['x']) }, { client });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const replay = fetchImpl.mock.calls[2]![1]!;
    expect((replay.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(replay.body).toBeInstanceOf(FormData);
  });

  it('rejects with the server text of a 422 answer', async () => {
    const { client } = setup([
      json(422, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Validation error',
          details: [{ field: 'image', message: 'File size must be less than 10MB' }],
        },
      }),
    ]);
    const error = await uploadFile('upload.styleReference', { file: new Blob(['x']) }, { client }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldMessage('image')).toBe('File size must be less than 10MB');
  });
});
