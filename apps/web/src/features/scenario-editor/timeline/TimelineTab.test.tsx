import { AUDIO_UPLOAD_MAX_BYTES, TIMELINE_MESSAGES, type Shot, type Track, type VoiceClip } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import en from '../../../locales/en.json';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeJob, makeScenario, makeShot } from '../components/testData';
import { makeTrack, makeVoiceClip } from './timelineTestData';

// wavesurfer.js decodes audio with Web Audio, which jsdom lacks: a stand-in reports 'ready', or 'error' for
// files whose name says broken, the way the real one does.
vi.mock('wavesurfer.js', () => ({
  default: {
    create: ({ url }: { url: string }) => {
      const handlers = new Map<string, () => void>();
      setTimeout(() => handlers.get(url.includes('broken') ? 'error' : 'ready')?.(), 0);
      return {
        on: (event: string, handler: () => void) => {
          handlers.set(event, handler);
          return () => handlers.delete(event);
        },
        destroy: () => handlers.clear(),
      };
    },
  },
}));

const shots: Shot[] = [
  makeShot('sh1', 1, { duration: 4, imageUrl: '/media/shot-one-image-key-0001.png' }),
  makeShot('sh2', 2, { duration: 2, cameraMotion: 'zoom_in' }),
];

function setup(routes: ApiRoutes = {}, list: Shot[] = shots) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(makeScenario({ shots: list })),
      'GET /api/scenarios/s1/shots': () => ok(list),
      'GET /api/scenarios/s1/tracks': () => ok([]),
      'GET /api/scenarios/s1/voice-clips': () => ok([]),
      'GET /api/speech/voices': () =>
        ok([
          { id: 'en-m1', name: 'English, male', language: 'en' },
          { id: 'en-f1', name: 'English, female', language: 'en' },
        ]),
      ...routes,
    }),
  );
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path,
  );
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;

/** The professional edition's timeline, all of it (editorMode.test.tsx shows the base edition's simple one). */
async function openTimeline() {
  renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true, tier: 'motionmaker' });
  return screen.findByRole('group', { name: 'Shots' });
}

/** Sends FormData bodies (the audio upload) to `reply`, everything else to the fake API. */
function stubUpload(reply: () => Response) {
  const base = globalThis.fetch;
  const upload = vi.fn(reply);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.body instanceof FormData ? Promise.resolve(upload()) : base(input, init),
  );
  return upload;
}

const uploaded = (url: string) =>
  new Response(JSON.stringify({ success: true, data: { url, contentType: 'audio/wav', size: 4000, duration: 3 } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('timeline tab', () => {
  it('says so when the episode has no shots', async () => {
    setup({}, []);
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true });
    expect(await screen.findByText(en.timeline.empty.title)).toBeTruthy();
  });

  it('draws the scenes over their shots, named by their headings; a click goes to the scene', async () => {
    const scene = (index: number, shotIds: string[], name: string, duration: number) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      index,
      name,
      shotIds,
      duration,
      interior: 'EXT',
      place: name,
      timeOfDay: 'NIGHT',
      locationAssetId: null,
      notes: '',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
    setup({
      'GET /api/scenarios/s1/scenes': () =>
        ok([scene(1, ['sh1'], 'EXT. PIER — NIGHT', 4), scene(2, ['sh2'], 'INT. BOATHOUSE — NIGHT', 2)]),
    });
    await openTimeline();
    const lane = await screen.findByRole('group', { name: 'Scenes' });
    const pier = within(lane).getByRole('button', { name: 'Go to scene 1: EXT. PIER — NIGHT' });
    const boathouse = within(lane).getByRole('button', { name: 'Go to scene 2: INT. BOATHOUSE — NIGHT' });
    expect([pier.style.left, pier.style.width]).toEqual(['0px', '238px']);
    expect([boathouse.style.left, boathouse.style.width]).toEqual(['240px', '118px']);
    fireEvent.click(boathouse);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Time' }).textContent).toBe('0:04.0 / 0:06'));
  });

  it('draws shots as long as they last and trims one from the keyboard (PUT duration)', async () => {
    const fetchMock = setup({
      'PUT /api/scenarios/s1/shots/sh1': () => ok({ ...shots[0], duration: 4.2 }),
    });
    const track = await openTimeline();
    const first = within(track).getByRole('group', { name: 'Shot 1' });
    const second = within(track).getByRole('group', { name: 'Shot 2' });
    expect(first.style.width).toBe('240px');
    expect(second.style.width).toBe('120px');
    expect(screen.getByRole('status', { name: 'Time' }).textContent).toBe('0:00.0 / 0:06');

    const handle = within(first).getByRole('slider', { name: 'Duration of shot 1' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(first.style.width).toBe('252px');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1')[0])).toEqual({ duration: 4.2 });
  });

  it('trims a shot by dragging its right edge', async () => {
    const fetchMock = setup({ 'PUT /api/scenarios/s1/shots/sh2': () => ok({ ...shots[1], duration: 3 }) });
    const track = await openTimeline();
    const handle = within(track).getByRole('slider', { name: 'Duration of shot 2' });
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 560, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('3');
    fireEvent.pointerUp(handle, { clientX: 560, pointerId: 1 });
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh2')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh2')[0])).toEqual({ duration: 3 });
  });

  it('refuses a non-audio file and a 51 MB file with the spec texts before uploading', async () => {
    setup();
    const upload = stubUpload(() => uploaded('/media/never-used-key-0000001.wav'));
    await openTimeline();
    const input = screen.getByLabelText('Audio file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(TIMELINE_MESSAGES.notAudio);
    const big = new File(['x'], 'long.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    expect(big.size).toBeGreaterThan(AUDIO_UPLOAD_MAX_BYTES);
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TIMELINE_MESSAGES.audioTooLarge));
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server text when the upload is refused', async () => {
    setup();
    stubUpload(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Validation error',
              details: [{ field: 'audio', message: TIMELINE_MESSAGES.notAudio }],
            },
          }),
          { status: 422 },
        ),
    );
    await openTimeline();
    const file = new File(['RIFF'], 'fake.wav', { type: 'audio/wav' });
    fireEvent.change(screen.getByLabelText('Audio file'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(TIMELINE_MESSAGES.notAudio);
  });

  it('uploads an audio file, creates its track and draws its waveform', async () => {
    let tracks: Track[] = [];
    const fetchMock = setup({
      'GET /api/scenarios/s1/tracks': () => ok(tracks),
      'POST /api/scenarios/s1/tracks': (body) => {
        const input = body as { name: string; audioUrl: string };
        tracks = [makeTrack('t1', 0, { name: input.name, audioUrl: input.audioUrl })];
        return ok(tracks[0]);
      },
    });
    const upload = stubUpload(() => uploaded('/media/theme-audio-key-000001.wav'));
    await openTimeline();
    expect(screen.getByText(en.timeline.noTracks)).toBeTruthy();
    const file = new File(['RIFF'], 'Main theme.wav', { type: 'audio/wav' });
    fireEvent.change(screen.getByLabelText('Audio file'), { target: { files: [file] } });
    const lane = await screen.findByRole('group', { name: 'Track Main theme' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/scenarios/s1/tracks')[0])).toEqual({
      kind: 'audio',
      name: 'Main theme',
      audioUrl: '/media/theme-audio-key-000001.wav',
    });
    const waveform = within(lane).getByRole('img', { name: 'Waveform of Main theme' });
    await waitFor(() => expect(waveform.parentElement!.dataset.waveformState).toBe('ready'));
  });

  it('shows the waveform failure text, mutes, moves and deletes tracks after confirmation', async () => {
    const tracks = [
      makeTrack('t1', 0, { name: 'Music', audioUrl: '/media/broken-audio-key-000001.wav' }),
      makeTrack('t2', 1, { name: 'Rain' }),
    ];
    const fetchMock = setup({
      'GET /api/scenarios/s1/tracks': () => ok(tracks),
      'PUT /api/scenarios/s1/tracks/t1': () => ok({ ...tracks[0], muted: true }),
      'PUT /api/scenarios/s1/tracks/reorder': () => ok([tracks[1], tracks[0]]),
      'DELETE /api/scenarios/s1/tracks/t2': () => ok({}),
    });
    await openTimeline();
    const music = await screen.findByRole('group', { name: 'Track Music' });
    expect((await within(music).findByRole('alert')).textContent).toBe(TIMELINE_MESSAGES.waveformFailed);

    fireEvent.click(within(music).getByRole('button', { name: 'Mute Music' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/tracks/t1')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/tracks/t1')[0])).toEqual({ muted: true });

    fireEvent.click(within(music).getByRole('button', { name: 'Move Music down' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/tracks/reorder')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/tracks/reorder')[0])).toEqual({ tracks: ['t2', 't1'] });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete track' });
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/tracks/t2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/tracks/t2')).toHaveLength(1));
  });

  it('moves an audio clip by dragging it, by its offset field, and sets its volume', async () => {
    const tracks = [makeTrack('t1', 0, { name: 'Music' })];
    const fetchMock = setup({
      'GET /api/scenarios/s1/tracks': () => ok(tracks),
      'PUT /api/scenarios/s1/tracks/t1': () => ok(tracks[0]),
    });
    await openTimeline();
    const lane = await screen.findByRole('group', { name: 'Track Music' });
    const clip = within(lane).getByRole('button', { name: 'Audio clip of Music' });
    fireEvent.pointerDown(clip, { button: 0, clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(clip, { clientX: 190, pointerId: 2 });
    fireEvent.pointerUp(clip, { clientX: 190, pointerId: 2 });
    const puts = () => callsTo(fetchMock, 'PUT', '/api/scenarios/s1/tracks/t1').map(bodyOf);
    await waitFor(() => expect(puts()).toEqual([{ offset: 1.5 }]));

    const offset = within(lane).getByLabelText('Offset (s)');
    fireEvent.change(offset, { target: { value: '2.25' } });
    fireEvent.keyDown(offset, { key: 'Enter' });
    await waitFor(() => expect(puts()).toEqual([{ offset: 1.5 }, { offset: 2.3 }]));

    const volume = within(lane).getByRole('slider', { name: 'Volume of Music' });
    fireEvent.change(volume, { target: { value: '0.5' } });
    fireEvent.pointerUp(volume);
    await waitFor(() => expect(puts()).toContainEqual({ volume: 0.5 }));

    // Music under the episode: lowered under dialogue, looped, faded in and out.
    fireEvent.click(within(lane).getByRole('checkbox', { name: 'Lower under dialogue' }));
    fireEvent.click(within(lane).getByRole('checkbox', { name: 'Loop' }));
    const fadeOut = within(lane).getByLabelText('Fade out (s)');
    fireEvent.change(fadeOut, { target: { value: '45' } });
    fireEvent.blur(fadeOut);
    await waitFor(() =>
      expect(puts()).toEqual(expect.arrayContaining([{ duck: true }, { loop: true }, { fadeOut: 30 }])),
    );
  });

  it('adds a voice clip from a typed line and a voice, shows its progress, then its waveform', async () => {
    const voiceTrack = makeTrack('tv', 0, { name: 'Voices', kind: 'voice', audioUrl: null, audioDuration: null });
    let tracks: Track[] = [];
    let clips: VoiceClip[] = [];
    const polls = [makeJob('job-1', 'active', 40), makeJob('job-1', 'completed', 100)];
    const fetchMock = setup({
      'GET /api/scenarios/s1/tracks': () => ok(tracks),
      'GET /api/scenarios/s1/voice-clips': () => ok(clips),
      'POST /api/scenarios/s1/voice-clips': (body) => {
        tracks = [voiceTrack];
        clips = [makeVoiceClip('c1', { text: (body as { text: string }).text, voice: 'en-f1' })];
        return ok(clips[0]);
      },
      'GET /api/jobs/speech-generation/job-1': () => {
        const job = polls.shift() ?? makeJob('job-1', 'completed', 100);
        // The speech job writes the clip's audio when it completes.
        if (job.status === 'completed')
          clips = [{ ...clips[0]!, status: 'ready', audioUrl: '/media/line-audio-key-000001.wav', duration: 1.5 }];
        return ok(job);
      },
    });
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Add voice clip' }));
    const form = screen.getByRole('form', { name: 'New voice clip' });
    fireEvent.change(within(form).getByLabelText('Line'), { target: { value: 'Ten seconds to launch' } });
    const voice = within(form).getByLabelText('Voice');
    await waitFor(() => expect(within(voice).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(voice, { target: { value: 'en-f1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add at 0:00.0' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/voice-clips')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/scenarios/s1/voice-clips')[0])).toEqual({
      text: 'Ten seconds to launch',
      voice: 'en-f1',
      language: 'en',
      offset: 0,
    });
    const lane = await screen.findByRole('group', { name: 'Track Voices' });
    expect(await within(lane).findByText('Speaking...')).toBeTruthy();
    const progress = await within(lane).findByRole('progressbar', { name: 'Voice clip 1 progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    const waveform = await within(lane).findByRole('img', { name: 'Waveform of voice clip 1' });
    await waitFor(() => expect(waveform.parentElement!.dataset.waveformState).toBe('ready'));
  });

  it('adds a voice clip from an uploaded file at the playhead', async () => {
    const fetchMock = setup({
      'POST /api/scenarios/s1/voice-clips': () => ok(makeVoiceClip('c2', { status: 'ready' })),
    });
    const upload = stubUpload(() => uploaded('/media/said-line-key-000001.wav'));
    await openTimeline();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Playhead' }), { key: 'ArrowRight', shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add voice clip' }));
    const form = screen.getByRole('form', { name: 'New voice clip' });
    const file = new File(['RIFF'], 'line.wav', { type: 'audio/wav' });
    fireEvent.change(within(form).getByLabelText('Or upload an audio file'), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add at 0:01.0' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/voice-clips')).toHaveLength(1));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/scenarios/s1/voice-clips')[0])).toEqual({
      language: 'en',
      audioUrl: '/media/said-line-key-000001.wav',
      offset: 1,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New voice clip' })).toBeNull());
  });

  it('plays and pauses with Space, but not while typing in a text field', async () => {
    setup();
    await openTimeline();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    });
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add voice clip' }));
    const line = screen.getByLabelText('Line');
    fireEvent.keyDown(line, { key: ' ', code: 'Space' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('moves the playhead from the ruler and shows the shot under it', async () => {
    setup();
    await openTimeline();
    const ruler = screen.getByRole('slider', { name: 'Playhead' });
    fireEvent.keyDown(ruler, { key: 'End' });
    expect(screen.getByRole('status', { name: 'Time' }).textContent).toBe('0:06.0 / 0:06');
    fireEvent.keyDown(ruler, { key: 'Home' });
    fireEvent.keyDown(ruler, { key: 'ArrowRight', shiftKey: true });
    expect(ruler.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('img', { name: 'Image of shot 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to shot 2' }));
    expect(await screen.findByText('Shot 2 has no image yet')).toBeTruthy();
  });

  it('previews a shot video and preloads the coming videos, listed in the video cache panel', async () => {
    const withVideos = [
      makeShot('v1', 1, {
        duration: 2,
        videoUrl: '/media/first-video-key-00001.mp4',
        imageUrl: '/media/first-image-key-0001.png',
      }),
      makeShot('v2', 2, { duration: 2, videoUrl: '/media/second-video-key-0001.mp4' }),
    ];
    setup({}, withVideos);
    await openTimeline();
    const video = screen.getByLabelText('Video of shot 1');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/media/first-video-key-00001.mp4');
    expect(video.getAttribute('poster')).toBe('/media/first-image-key-0001.png');

    fireEvent.click(screen.getByRole('button', { name: 'Video cache' }));
    const queue = await screen.findByRole('list', { name: 'Loading queue (2)' });
    expect(queue.textContent).toContain('first-video-key-00001.mp4Loading');
    expect(queue.textContent).toContain('second-video-key-0001.mp4Waiting');

    // A video the browser cannot play gives way to the shot's picture, and says why.
    fireEvent.error(video);
    expect(await screen.findByText('Video format not supported')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image of shot 1' })).toBeTruthy();
  });

  it('offers a reload when the tracks cannot be read', async () => {
    setup({ 'GET /api/scenarios/s1/tracks': () => fail(404, 'NOT_FOUND', 'Episode not found') });
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true });
    expect(await screen.findByText('Failed to load the timeline.')).toBeTruthy();
    expect(screen.getByText('Episode not found')).toBeTruthy();
  });
});
