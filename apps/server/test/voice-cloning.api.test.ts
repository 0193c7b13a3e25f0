import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mediaPathOf,
  type AuthResult,
  type CharacterVoice,
  type ProjectView,
  type SpeechCapabilities,
  type VoiceClip,
} from '@sym/contracts';
import { storedFiles } from '../src/db/schema.ts';
import { ELEVENLABS_FAKE_KEY, startElevenLabsFake } from './fakes/elevenlabs-fake.ts';
import { encodedTone, wavBytes } from './helpers/audio.ts';
import { dataOf, errorOf, PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { settledClip } from './helpers/voice-clips.ts';

// Cloning a character's voice: sample clips uploaded to the character (stored files with one owner, kept by project
// clones), sent to the speech provider's cloning (ElevenLabs, its fake here), and the new voice speaking its lines.
const fake = await startElevenLabsFake();
afterAll(() => fake.close());
const server = useTestServer({
  SPEECH_PROVIDER: 'elevenlabs',
  ELEVENLABS_BASE_URL: fake.url,
  ELEVENLABS_API_KEY: ELEVENLABS_FAKE_KEY,
  PROVIDER_MAX_RETRIES: '0',
});
const fixtures = rowFixtures(server);

const NOT_AUDIO = [{ field: 'audio', message: 'Please select an audio file (MP3, WAV, etc.)' }];

const samplePath = (assetId: string) => `/api/upload/asset/${assetId}/voice-sample`;
const sendSample = (on: TestServer, assetId: string, token: string | undefined, bytes: Uint8Array, name: string) =>
  uploadFile(on, samplePath(assetId), { bytes, name, type: 'audio/wav', field: 'audio' }, token);

async function professionalCharacter(on: TestServer, account: AuthResult, name = 'Anna Keller') {
  const rows = rowFixtures(on);
  await rows.setUserTier(account.user.id, 'motionmaker');
  const project = await rows.project(account.user.id);
  const character = await rows.asset(project.id, account.user.id, { name, type: 'character' });
  return { project, character };
}

const keyOf = (url: string) => mediaPathOf(url).slice('/media/'.length);
const fileRow = (url: string) =>
  server.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.key, keyOf(url)));

describe('voice cloning from samples', () => {
  it('clones from two uploaded samples; the character then speaks with the new voice', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { project, character } = await professionalCharacter(server, owner);
    const capabilities = dataOf<SpeechCapabilities>(await server.request('GET', '/api/speech/capabilities', { token }));
    expect(capabilities).toMatchObject({ providerId: 'elevenlabs', canClone: true });

    const first = dataOf<CharacterVoice>(
      await sendSample(server, character.id, token, await encodedTone(2, 'wav'), 'anna-harbour.wav'),
    );
    expect(first).toMatchObject({ voice: null, rate: 1, pitch: 1, cloned: null });
    expect(first.samples).toEqual([
      expect.objectContaining({
        name: 'anna-harbour.wav',
        contentType: 'audio/wav',
        url: expect.stringMatching(/^\/media\/.+\?exp=/),
      }),
    ]);
    expect(first.samples[0]!.duration).toBeCloseTo(2, 1);
    const both = dataOf<CharacterVoice>(
      await sendSample(server, character.id, token, wavBytes(1.5), 'anna-stairs.wav'),
    );
    expect(both.samples.map((sample) => sample.name)).toEqual(['anna-harbour.wav', 'anna-stairs.wav']);
    expect(both.samples[1]!.duration).toBeCloseTo(1.5, 1);
    // Each sample is a stored file of its own, charged to the uploader and served to the project's members.
    for (const sample of both.samples) {
      expect((await fileRow(sample.url))[0]).toMatchObject({ userId: owner.user.id, refCount: 1 });
      expect((await server.request('GET', sample.url)).headers.get('content-type')).toBe('audio/wav');
    }

    const cloned = dataOf<CharacterVoice>(
      await server.request('POST', `/api/assets/${character.id}/voice/clone`, { token }),
    );
    const made = fake.voices.find((voice) => voice.category === 'cloned' && voice.voice_id === cloned.voice)!;
    expect(made).toMatchObject({ name: 'Anna Keller', labels: { source: 'sym-studio' } });
    expect(made.files?.map((file) => file.name)).toEqual(['anna-harbour.wav', 'anna-stairs.wav']);
    expect(made.files?.map((file) => file.size)).toEqual(both.samples.map((sample) => sample.size));
    const [added] = fake.api.received('POST /v1/voices/add');
    expect(added?.form?.get('name')).toBe('Anna Keller');
    expect(added?.form?.getAll('files')).toHaveLength(2);
    expect(cloned.cloned).toEqual({
      provider: 'elevenlabs',
      voice: made.voice_id,
      sampleIds: both.samples.map((sample) => sample.id),
      createdAt: expect.any(String),
    });
    expect(dataOf<CharacterVoice>(await server.request('GET', `/api/assets/${character.id}/voice`, { token }))).toEqual(
      cloned,
    );
    // The new voice is offered, so rate and pitch can be set with it as with any voice.
    const voices = dataOf<Array<{ id: string }>>(await server.request('GET', '/api/speech/voices', { token }));
    expect(voices.map((voice) => voice.id)).toContain(made.voice_id);
    await server.request('PUT', `/api/assets/${character.id}/voice`, {
      token,
      body: { voice: made.voice_id, rate: 1.1, pitch: 1 },
    });

    const scenario = await fixtures.scenario(project.id, owner.user.id);
    await fixtures.shot(scenario.id, 1, { duration: 10 });
    const base = `/api/scenarios/${scenario.id}`;
    const words = 'The lighthouse keeper climbs the stairs every single night.';
    const created = await server.request('POST', `${base}/voice-clips`, {
      token,
      body: { text: words, characterId: character.id },
    });
    const clip = await settledClip(server, token, `${base}/voice-clips`, dataOf<VoiceClip>(created, created.status).id);
    expect(clip).toMatchObject({ status: 'ready', characterId: character.id, error: null });
    const [spoken] = fake.api.received(`POST /v1/text-to-speech/${made.voice_id}`);
    expect(spoken?.json).toMatchObject({
      text: words,
      model_id: 'eleven_multilingual_v2',
      voice_settings: { speed: 1.1 },
    });
    // Spoken by the fake at 1.1 times its speed: (0.5 + 60 ms per character) / 1.1.
    expect(clip.duration!).toBeCloseTo(fake.secondsFor(words, 1.1), 1);
  }, 60_000);

  it('refuses what is not a sample, a sixth sample, cloning without samples, base editions and strangers', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { project, character } = await professionalCharacter(server, owner, 'Tom');
    const clone = (id: string, as = token) => server.request('POST', `/api/assets/${id}/voice/clone`, { token: as });

    const noSamples = errorOf(await clone(character.id), 422);
    expect(noSamples.details).toEqual([{ field: 'samples', message: 'Upload at least one voice sample first' }]);
    const png = await uploadFile(
      server,
      samplePath(character.id),
      { bytes: PNG_BYTES, name: 'a.wav', type: 'audio/wav', field: 'audio' },
      token,
    );
    expect(errorOf(png, 422).details).toEqual(NOT_AUDIO);
    const missing = await uploadFile(
      server,
      samplePath(character.id),
      { bytes: wavBytes(1), name: 'a.wav', type: 'audio/wav', field: 'file' },
      token,
    );
    expect(errorOf(missing, 422).details).toEqual(NOT_AUDIO);
    const place = await fixtures.asset(project.id, owner.user.id, { name: 'Harbour', type: 'location' });
    const onPlace = await sendSample(server, place.id, token, wavBytes(1), 'a.wav');
    expect(errorOf(onPlace, 422).details).toEqual([{ field: 'id', message: 'Only a character has a voice' }]);
    expect(errorOf(await clone(place.id), 422).details).toEqual([
      { field: 'id', message: 'Only a character has a voice' },
    ]);

    for (let index = 1; index <= 5; index += 1) {
      dataOf(await sendSample(server, character.id, token, wavBytes(0.5), `take-${index}.wav`));
    }
    const sixth = await sendSample(server, character.id, token, wavBytes(0.5), 'take-6.wav');
    expect(errorOf(sixth, 422).details).toEqual([
      { field: 'samples', message: 'A voice keeps at most 5 samples; remove one first' },
    ]);

    expect((await sendSample(server, character.id, undefined, wavBytes(1), 'a.wav')).status).toBe(401);
    const unknown = await sendSample(server, '00000000-0000-4000-8000-000000000000', token, wavBytes(1), 'a.wav');
    expect(errorOf(unknown, 404).message).toBe('Asset not found');
    const stranger = await server.register();
    await fixtures.setUserTier(stranger.user.id, 'motionmaker');
    expect((await sendSample(server, character.id, stranger.accessToken, wavBytes(1), 'a.wav')).status).toBe(404);
    expect((await clone(character.id, stranger.accessToken)).status).toBe(404);
    const sampleId = dataOf<CharacterVoice>(await server.request('GET', `/api/assets/${character.id}/voice`, { token }))
      .samples[0]!.id;
    const foreignDelete = await server.request('DELETE', `/api/assets/${character.id}/voice/samples/${sampleId}`, {
      token: stranger.accessToken,
    });
    expect(foreignDelete.status).toBe(404);
    const noSuchSample = await server.request(
      'DELETE',
      `/api/assets/${character.id}/voice/samples/00000000-0000-4000-8000-000000000000`,
      { token },
    );
    expect(errorOf(noSuchSample, 404).message).toBe('Voice sample not found');

    // The base edition: custom voices are the professional edition's.
    const base = await server.register();
    const baseProject = await fixtures.project(base.user.id);
    const baseCharacter = await fixtures.asset(baseProject.id, base.user.id, { type: 'character' });
    const baseUpload = await sendSample(server, baseCharacter.id, base.accessToken, wavBytes(1), 'a.wav');
    expect(errorOf(baseUpload, 403).message).toMatch(/^Upgrade to /);
    expect((await clone(baseCharacter.id, base.accessToken)).status).toBe(403);
    expect(
      (
        await server.request('DELETE', `/api/assets/${baseCharacter.id}/voice/samples/${sampleId}`, {
          token: base.accessToken,
        })
      ).status,
    ).toBe(403);

    // A vendor failure is the provider's 502 with its words, never a 500.
    fake.api.fail('POST /v1/voices/add', {
      kind: 'vendor',
      status: 400,
      body: {
        detail: { status: 'voice_limit_reached', message: 'You have reached your maximum amount of custom voices' },
      },
    });
    const refused = errorOf(await clone(character.id), 502);
    expect(refused.message).toBe('Voice cloning failed. Please try again.');
    expect(refused.details).toEqual([
      {
        field: 'samples',
        message: 'Speech provider rejected the request: You have reached your maximum amount of custom voices',
      },
    ]);
  }, 60_000);

  it('releases a removed sample, while a cloned project keeps its own copy readable', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { project, character } = await professionalCharacter(server, owner, 'Mira');
    const kept = dataOf<CharacterVoice>(await sendSample(server, character.id, token, wavBytes(1), 'kept.wav'));
    const voice = dataOf<CharacterVoice>(await sendSample(server, character.id, token, wavBytes(1.2), 'shared.wav'));
    const [, shared] = voice.samples;

    const copy = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const copies = dataOf<Array<{ id: string; name: string }>>(
      await server.request('GET', `/api/assets/project/${copy.id}?type=character`, { token }),
    );
    const copied = copies.find((asset) => asset.name === 'Mira')!;
    const copiedVoice = dataOf<CharacterVoice>(
      await server.request('GET', `/api/assets/${copied.id}/voice`, { token }),
    );
    expect(copiedVoice.samples.map((sample) => [sample.name, mediaPathOf(sample.url)])).toEqual(
      voice.samples.map((sample) => [sample.name, mediaPathOf(sample.url)]),
    );
    expect((await fileRow(shared!.url))[0]?.refCount).toBe(2);

    // Removed from the original: the file stays for the copy.
    const after = dataOf<CharacterVoice>(
      await server.request('DELETE', `/api/assets/${character.id}/voice/samples/${shared!.id}`, { token }),
    );
    expect(after.samples.map((sample) => sample.name)).toEqual(['kept.wav']);
    expect((await fileRow(shared!.url))[0]?.refCount).toBe(1);
    expect((await server.request('GET', copiedVoice.samples[1]!.url)).status).toBe(200);

    // Removed from the copy too: its last reference goes, and so does the file.
    await server.request('DELETE', `/api/assets/${copied.id}/voice/samples/${shared!.id}`, { token });
    expect(await fileRow(shared!.url)).toEqual([]);
    expect((await server.request('GET', copiedVoice.samples[1]!.url)).status).toBe(404);
    expect((await fileRow(kept.samples[0]!.url))[0]?.refCount).toBe(2);
  }, 60_000);
});

describe('voice cloning with a provider that cannot clone', () => {
  it('says so (422), and the capabilities say so too', async () => {
    const local = await startTestServer();
    try {
      const owner = await local.register();
      const token = owner.accessToken;
      const { character } = await professionalCharacter(local, owner);
      const capabilities = dataOf<SpeechCapabilities>(
        await local.request('GET', '/api/speech/capabilities', { token }),
      );
      expect(capabilities).toMatchObject({ providerId: 'local', canClone: false });
      dataOf(await sendSample(local, character.id, token, wavBytes(1), 'a.wav'));
      const refused = await local.request('POST', `/api/assets/${character.id}/voice/clone`, { token });
      expect(errorOf(refused, 422).details).toEqual([
        { field: 'voice', message: 'The speech provider in use cannot clone voices' },
      ]);
    } finally {
      await local.close();
    }
  }, 60_000);
});
