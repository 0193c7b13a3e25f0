import { beforeAll, describe, expect, it } from 'vitest';
import { newMediaKey } from '../src/media/media-storage.ts';
import { useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const BYTES = Buffer.from('0123456789abcdefghij');
let url: string;

beforeAll(async () => {
  const key = newMediaKey('mp4');
  const owner = await server.register();
  await server.services.files.put(owner.user.id, key, BYTES, 'video/mp4');
  // As the API hands it out: signed (media-access.ts); the unsigned path is 404 (media-access.api.test.ts).
  url = `${server.url}${server.services.mediaAccess.signedAddress(key)}`;
});

async function get(headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(url, { method, headers });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /media/:key with byte ranges', () => {
  it('sends the whole file with 200 and says ranges are accepted', async () => {
    const { response, body } = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('20');
    expect(response.headers.get('content-range')).toBeNull();
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(body).toEqual(BYTES);
  });

  it('answers one range with 206, Content-Range and the part only', async () => {
    const cases: Array<[string, string, string]> = [
      ['bytes=2-5', 'bytes 2-5/20', '2345'],
      ['bytes=15-', 'bytes 15-19/20', 'fghij'],
      ['bytes=-3', 'bytes 17-19/20', 'hij'],
      ['bytes=18-99', 'bytes 18-19/20', 'ij'],
      ['bytes=0-0', 'bytes 0-0/20', '0'],
    ];
    for (const [range, contentRange, part] of cases) {
      const { response, body } = await get({ range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(contentRange);
      expect(response.headers.get('content-length'), range).toBe(String(part.length));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(body.toString(), range).toBe(part);
    }
  });

  it('answers a range past the end with 416 and the file size', async () => {
    for (const range of ['bytes=20-', 'bytes=25-30', 'bytes=-0']) {
      const { response, body } = await get({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe('bytes */20');
      expect(body.length).toBe(0);
    }
  });

  it('sends the whole file for ranges it does not serve: malformed, several, or with If-Range', async () => {
    const variants: Array<Record<string, string>> = [
      { range: 'bytes=5-2' },
      { range: 'items=0-3' },
      { range: 'bytes=0-1,4-5' },
      { range: 'bytes=0-3', 'if-range': '"some-etag"' },
    ];
    for (const headers of variants) {
      const { response, body } = await get(headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(body).toEqual(BYTES);
    }
  });

  it('keeps a range under an If-Range naming the file as it is (its ETag or Last-Modified), and revalidates', async () => {
    const { response: whole } = await get();
    const etag = whole.headers.get('etag')!;
    const lastModified = whole.headers.get('last-modified')!;
    for (const ifRange of [etag, lastModified]) {
      const { response, body } = await get({ range: 'bytes=2-5', 'if-range': ifRange });
      expect(response.status, ifRange).toBe(206);
      expect(body.toString()).toBe('2345');
    }
    const { response: notModified, body } = await get({ 'if-none-match': etag, range: 'bytes=2-5' });
    expect(notModified.status).toBe(304);
    expect(body.length).toBe(0);
    expect((await get({ 'if-none-match': '"other"' })).response.status).toBe(200);
  });

  it('answers HEAD with the headers of the range, and 404 for a missing file with a range', async () => {
    const head = await get({ range: 'bytes=1-2' }, 'HEAD');
    expect(head.response.status).toBe(206);
    expect(head.response.headers.get('content-range')).toBe('bytes 1-2/20');
    const missing = await fetch(`${server.url}${server.services.mediaAccess.signedAddress(newMediaKey('mp4'))}`, {
      headers: { range: 'bytes=0-' },
    });
    expect(missing.status).toBe(404);
  });
});
