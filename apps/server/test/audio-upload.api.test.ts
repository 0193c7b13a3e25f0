import { describe, expect, it } from 'vitest';
import type { AudioUpload, AuthResult } from '@sym/contracts';
import { dataOf, errorOf, PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { encodedTone, wavBytes } from './helpers/audio.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const NOT_AUDIO = { field: 'audio', message: 'Please select an audio file (MP3, WAV, etc.)' };
const TOO_LARGE = { field: 'audio', message: 'File size must be less than 50MB' };

async function scenarioOf(account: AuthResult) {
  const project = await fixtures.project(account.user.id);
  const scenario = await fixtures.scenario(project.id, account.user.id);
  return { project, scenario, path: `/api/upload/scenario/${scenario.id}/audio` };
}

const send = (path: string, token: string | undefined, bytes: Uint8Array, name: string, type = 'audio/mpeg') =>
  uploadFile(server, path, { bytes, name, type, field: 'audio' }, token);

describe('audio upload', () => {
  it('stores a real WAV and a real MP3 under random keys with the sniffed type and decoded duration', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { path } = await scenarioOf(owner);
    const wav = wavBytes(2);
    // The declared type and name are not trusted: the bytes decide.
    const stored = dataOf<AudioUpload>(await send(path, token, wav, 'voice.bin', 'application/octet-stream'));
    expect(stored.contentType).toBe('audio/wav');
    // Rewritten by ffmpeg in its own container (a header of its own), the samples unchanged.
    expect(Math.abs(stored.size - wav.length)).toBeLessThan(100);
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{32}\.wav(\?|$)/);
    expect(stored.duration).toBeCloseTo(2, 1);
    const file = await server.request('GET', stored.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(Number(file.headers.get('content-length'))).toBe(stored.size);
    const served = Buffer.from(await (await fetch(`${server.url}${stored.url}`)).arrayBuffer());
    expect(served.subarray(-1000).equals(wav.subarray(-1000))).toBe(true);

    const mp3 = dataOf<AudioUpload>(await send(path, token, await encodedTone(1, 'mp3'), 'tone.mp3'));
    expect(mp3.contentType).toBe('audio/mpeg');
    expect(mp3.url).toMatch(/\.mp3(\?|$)/);
    expect(mp3.duration).toBeGreaterThan(0.9);
    expect(mp3.duration).toBeLessThan(1.2);
  });

  it('accepts a file of several megabytes (the limit is 50 MB, not the multipart default)', async () => {
    const owner = await server.register();
    const { path } = await scenarioOf(owner);
    const long = wavBytes(120, 22_050);
    expect(long.length).toBeGreaterThan(5 * 1024 * 1024);
    const stored = dataOf<AudioUpload>(await send(path, owner.accessToken, long, 'long.wav', 'audio/wav'));
    expect(Math.abs(stored.size - long.length)).toBeLessThan(100);
    expect(stored.duration).toBeCloseTo(120, 0);
  });

  it('accepts AAC in ADTS and M4A', async () => {
    const owner = await server.register();
    const { path } = await scenarioOf(owner);
    const aac = dataOf<AudioUpload>(await send(path, owner.accessToken, await encodedTone(1, 'aac'), 'tone.aac'));
    expect(aac).toMatchObject({ contentType: 'audio/aac' });
    const m4a = dataOf<AudioUpload>(await send(path, owner.accessToken, await encodedTone(1, 'm4a'), 'tone.m4a'));
    expect(m4a).toMatchObject({ contentType: 'audio/mp4' });
    expect(m4a.duration).toBeGreaterThan(0.9);
  });

  it('refuses a renamed PNG, text, audio-looking bytes ffmpeg cannot read, and a missing file with 422', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { path } = await scenarioOf(owner);
    expect(errorOf(await send(path, token, PNG_BYTES, 'song.mp3'), 422).details).toEqual([NOT_AUDIO]);
    const text = Buffer.from('Just some words, not a song.');
    expect(errorOf(await send(path, token, text, 'song.wav', 'audio/wav'), 422).details).toEqual([NOT_AUDIO]);
    // An ID3 tag followed by noise: looks like MP3 at the start, holds no audio.
    const fake = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 0x41)]);
    expect(errorOf(await send(path, token, fake, 'fake.mp3'), 422).details).toEqual([NOT_AUDIO]);
    const elsewhere = await uploadFile(server, path, { bytes: wavBytes(1), name: 'a.wav', type: 'audio/wav' }, token);
    expect(errorOf(elsewhere, 422).details).toEqual([NOT_AUDIO]);
    const notMultipart = await server.request('POST', path, { token, body: { audio: 'x' } });
    expect(errorOf(notMultipart, 422).details?.[0]?.field).toBe('audio');
  });

  it('decodes every upload to the end: noise behind MP3 headers and a page appended to an MP3 are refused', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { path } = await scenarioOf(owner);
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, index) => (index * 7919 + 13) % 251));
    // An MPEG frame header (MPEG-1 layer III, 128 kbit/s, 44.1 kHz) followed by noise.
    const fakeMp3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), noise]);
    expect(errorOf(await send(path, token, fakeMp3, 'fake.mp3'), 422).details).toEqual([NOT_AUDIO]);
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const mp3 = await encodedTone(1, 'mp3');
    expect(errorOf(await send(path, token, Buffer.concat([mp3, page]), 'tone.mp3'), 422).details).toEqual([NOT_AUDIO]);
    // A WAV holds its samples in a sized chunk: what follows is left out of the stored file.
    const wav = dataOf<AudioUpload>(await send(path, token, Buffer.concat([wavBytes(1), page]), 'tone.wav'));
    const stored = Buffer.from(await (await fetch(`${server.url}${wav.url}`)).arrayBuffer());
    expect(stored.includes('<script>')).toBe(false);
    expect(wav.duration).toBeCloseTo(1, 1);
  });

  it('refuses a 51 MB file with 422 and the size text', async () => {
    const owner = await server.register();
    const { path } = await scenarioOf(owner);
    const big = Buffer.alloc(51 * 1024 * 1024);
    wavBytes(0.1).copy(big);
    const refused = errorOf(await send(path, owner.accessToken, big, 'long.wav', 'audio/wav'), 422);
    expect(refused.details).toEqual([TOO_LARGE]);
  });

  it("answers 401 without a token and 404 for a stranger's or unknown episode", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { path } = await scenarioOf(owner);
    expect((await send(path, undefined, wavBytes(1), 'a.wav')).status).toBe(401);
    const hidden = errorOf(await send(path, stranger.accessToken, wavBytes(1), 'a.wav'), 404);
    expect(hidden.message).toBe('Episode not found');
    const unknown = `/api/upload/scenario/${crypto.randomUUID()}/audio`;
    expect(errorOf(await send(unknown, owner.accessToken, wavBytes(1), 'a.wav'), 404).message).toBe(
      'Episode not found',
    );
  });
});
