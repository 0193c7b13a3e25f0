import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdapterContract, useFake } from '../../../../test/fakes/adapter-contract.ts';
import { tinyMp4, tinyPng, tinyWav } from '../../../../test/fakes/fake-media.ts';
import { replicateContract } from '../../../../test/fakes/replicate-contract.ts';
import { startReplicateFake } from '../../../../test/fakes/replicate-fake.ts';
import type { LipsyncRequest } from '../lipsync-provider.ts';
import { createReplicateLipsyncProvider, type ReplicateLipsyncOptions } from './replicate-lipsync.provider.ts';

const fake = useFake(startReplicateFake, { outputKind: 'mp4', outputShape: 'object' });
let clip: Uint8Array;
let still: Uint8Array;
const audio = tinyWav(1);

beforeAll(async () => {
  clip = await tinyMp4();
  still = await tinyPng(8, 8);
});

const provider = (overrides: Partial<ReplicateLipsyncOptions> = {}) =>
  createReplicateLipsyncProvider({ ...fake().adapterOptions, model: 'sync/lipsync-2', ...overrides });

const request = (overrides: Partial<LipsyncRequest> = {}): LipsyncRequest => ({
  video: clip,
  audio,
  audioContentType: 'audio/wav',
  width: 64,
  height: 48,
  ...overrides,
});

describeAdapterContract({
  name: 'Replicate lip-sync provider',
  label: 'Lip-sync provider',
  vendor: replicateContract(fake, {
    wrongOutput: { kind: 'wav', message: 'Lip-sync provider returned a file that is not an MP4 video' },
  }),
  call: (options, context) => provider(options).generate(request(), context),
  succeeded: (media) => expect(media).toMatchObject({ contentType: 'video/mp4' }),
  inputErrors: [
    {
      name: 'a request without speech audio',
      call: (options) => provider(options).generate(request({ audio: new Uint8Array() })),
      message: 'The lip-sync needs speech audio',
    },
    {
      name: 'a still for a video-only model',
      call: (options) => provider(options).generate(request({ video: undefined, image: still })),
      message: 'This lip-sync model needs a video clip of the shot',
    },
  ],
});

describe('Replicate lip-sync provider', () => {
  it('sends the clip and the audio as data URIs and returns the synced MP4', async () => {
    const media = await provider().generate(request());
    expect(media).toMatchObject({ contentType: 'video/mp4', width: 64, height: 48 });
    expect(fake().lastInput()).toEqual({
      video: `data:video/mp4;base64,${Buffer.from(clip).toString('base64')}`,
      audio: `data:audio/wav;base64,${Buffer.from(audio).toString('base64')}`,
    });
  });

  it('sends a still to models that take one, and the clip as the face of Wav2Lip', async () => {
    await provider({ model: 'cjwbw/sadtalker' }).generate(request({ video: undefined, image: still }));
    expect(Object.keys(fake().lastInput()).sort()).toEqual(['driven_audio', 'source_image']);

    await provider({ model: 'devxpy/cog-wav2lip', inputNames: { audio: 'speech' } }).generate(request());
    expect(Object.keys(fake().lastInput()).sort()).toEqual(['face', 'speech']);
    expect(String(fake().lastInput()['face'])).toMatch(/^data:video\/mp4;base64,/);
  });
});
