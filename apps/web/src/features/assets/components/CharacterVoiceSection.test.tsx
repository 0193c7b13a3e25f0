import { STORAGE_KEYS, type CharacterVoice, type VoiceSample } from '@sym/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import '../../../app/i18n/i18n';
import { createQueryClient } from '../../../app/queryClient';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiReply, type ApiRoutes } from '../../../test/fakeApi';
import { CharacterVoiceSection } from './CharacterVoiceSection';

function sample(id: string, name: string, duration: number): VoiceSample {
  return {
    id,
    name,
    url: `/media/${id}-sample-key-00001.wav`,
    contentType: 'audio/wav',
    size: 32_044,
    duration,
    createdAt: '2024-03-01T00:00:00.000Z',
  };
}

const harbour = sample('3b8e2f4a-9c1d-4e5f-8a7b-6c5d4e3f2a10', 'anna-harbour.wav', 8);
const stairs = sample('4c9f3a5b-0d2e-4f6a-9b8c-7d6e5f4a3b21', 'anna-stairs.wav', 2.5);
const saved: CharacterVoice = { voice: null, rate: 1, pitch: 1, samples: [harbour], cloned: null };
const VOICES = [{ id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', language: 'mul' }];

/**
 * The section of character a1 over HTTP, for the professional edition: `routes` answer JSON calls, `onUpload`
 * the multipart sample upload (whose body the JSON stub cannot read).
 */
function renderSection(routes: ApiRoutes, onUpload: (file: File) => ApiReply = () => ok(saved)) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-0');
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-0');
  const json = stubApi({
    'GET /api/assets/a1/voice': () => ok(saved),
    'GET /api/speech/voices': () => ok(VOICES),
    'GET /api/speech/capabilities': () => ok({ providerId: 'elevenlabs', providerName: 'ElevenLabs', canClone: true }),
    ...routes,
  });
  const uploads: File[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return json(input, init);
    const file = init.body.get('audio') as File;
    uploads.push(file);
    const reply = onUpload(file);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  render(
    <AppProviders tier="motionmaker" queryClient={createQueryClient()}>
      <CharacterVoiceSection assetId="a1" projectId="p1" />
    </AppProviders>,
  );
  return { json, uploads };
}

const wavFile = (name: string) => new File([new Uint8Array([82, 73, 70, 70])], name, { type: 'audio/wav' });

describe('CharacterVoiceSection samples', () => {
  it('lists the samples and uploads another, showing it while it is sent', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { uploads } = renderSection({}, () => ok({ ...saved, samples: [harbour, stairs] }));
    const list = await screen.findByTestId('voice-samples');
    expect(within(list).getByText('anna-harbour.wav')).toBeTruthy();
    expect(within(list).getByText('8.0 s')).toBeTruthy();

    // The upload waits until released, so its pending state can be seen.
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) await pending;
      return original(input, init);
    });
    fireEvent.change(screen.getByLabelText('Add a sample'), { target: { files: [wavFile('anna-stairs.wav')] } });
    expect(await screen.findByText('Uploading anna-stairs.wav…')).toBeTruthy();
    release();
    expect(await within(list).findByText('anna-stairs.wav')).toBeTruthy();
    expect(within(list).getByText('2.5 s')).toBeTruthy();
    expect(uploads.map((file) => file.name)).toEqual(['anna-stairs.wav']);
    expect(screen.queryByText('Uploading anna-stairs.wav…')).toBeNull();
  });

  it("shows the server's reason when it refuses a file", async () => {
    renderSection({}, () =>
      fail(422, 'VALIDATION_ERROR', 'Validation error', [
        { field: 'audio', message: 'Please select an audio file (MP3, WAV, etc.)' },
      ]),
    );
    const input = await screen.findByLabelText('Add a sample');
    fireEvent.change(input, { target: { files: [wavFile('notes.txt')] } });
    expect(await screen.findByText('Please select an audio file (MP3, WAV, etc.)')).toBeTruthy();
  });

  it('removes a sample after confirmation', async () => {
    const removed = vi.fn(() => ok({ ...saved, samples: [] }));
    renderSection({ [`DELETE /api/assets/a1/voice/samples/${harbour.id}`]: removed });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove sample anna-harbour.wav' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/“anna-harbour.wav” will be removed/)).toBeTruthy();
    expect(removed).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove sample' }));
    expect(await screen.findByText('No samples yet.')).toBeTruthy();
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('clones the voice from the samples and selects the cloned voice', async () => {
    const clonedId = 'Vx2nA8kQp4LrT6sY9bZc';
    let voices = VOICES;
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cloned: CharacterVoice = {
      ...saved,
      voice: clonedId,
      cloned: {
        provider: 'elevenlabs',
        voice: clonedId,
        sampleIds: [harbour.id],
        createdAt: '2024-03-02T00:00:00.000Z',
      },
    };
    renderSection({
      'GET /api/speech/voices': () => ok(voices),
      'POST /api/assets/a1/voice/clone': () => {
        voices = [...VOICES, { id: clonedId, name: 'a1 Anna', language: 'mul' }];
        return ok(cloned);
      },
    });
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/voice/clone')) await pending;
      return original(input, init);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clone voice from samples' }));
    expect(await screen.findByRole('button', { name: 'Cloning the voice…' })).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('Voice cloned: this character now speaks with it.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Voice' })).toHaveProperty('value', clonedId));
    expect(screen.getByText(`Cloned voice: ${clonedId}`)).toBeTruthy();
  });

  it('offers no cloning where the speech provider cannot clone', async () => {
    renderSection({
      'GET /api/speech/capabilities': () => ok({ providerId: 'local', providerName: 'espeak', canClone: false }),
    });
    expect(await screen.findByText('anna-harbour.wav')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Add a sample')).toHaveProperty('disabled', false));
    expect(screen.queryByRole('button', { name: 'Clone voice from samples' })).toBeNull();
  });
});
