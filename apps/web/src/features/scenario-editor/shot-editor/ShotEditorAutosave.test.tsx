import type { Shot } from '@sym/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { makeScenario, makeShot } from '../components/testData';
import { pendingEditsKey } from './autosave/pendingEditsStore';
import { BACKOFF_BASE_MS } from './autosave/saveQueue';
import { SAVE_DEBOUNCE_MS } from './autosave/shotEditSaver';
import { callsTo, fakeScenarioServer, renderShotEditor } from './shotEditorTestHarness';

const shots = () => [
  makeShot('sh1', 1, { description: 'The rocket on the pad', duration: 4 }),
  makeShot('sh2', 2, { description: 'Ada checks the gauges' }),
];
const SHOT1 = '/api/scenarios/s1/shots/sh1';
const description = () => screen.findByLabelText('Description');
const saveState = () => screen.getByRole('status', { name: 'Save state' });

describe('shot editor auto-save', () => {
  it('saves edits after a pause, as one request per burst, and keeps the storyboard cache in step', async () => {
    installFakeClock();
    const { fetchMock } = fakeScenarioServer(shots());
    const { queryClient } = await renderShotEditor();
    const field = await description();
    fireEvent.change(field, { target: { value: 'The rocket on the' } });
    fireEvent.change(field, { target: { value: 'The rocket on the launch' } });
    fireEvent.change(field, { target: { value: 'The rocket on the launch pad' } });

    // Shown at once wherever the shots list is read, before the server has it.
    const cached = queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots('s1'));
    expect(cached?.find((shot) => shot.id === 'sh1')?.description).toBe('The rocket on the launch pad');
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(0);
    expect(saveState().textContent).toContain('Saving…');

    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Saved'));
    // Sent with the value it was changed from: only a change of the description by someone else is a conflict.
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toEqual([
      { description: 'The rocket on the launch pad', base: { description: 'The rocket on the pad' } },
    ]);
    expect(window.localStorage.getItem(pendingEditsKey('s1'))).toBeNull();
  });

  it('cleans entities, curly quotes and dashes when a field loses the focus', async () => {
    installFakeClock();
    const { fetchMock } = fakeScenarioServer(shots());
    await renderShotEditor();
    const action = await screen.findByLabelText('Action');
    fireEvent.focus(action);
    fireEvent.change(action, { target: { value: 'She says \u201Cgo\u201D \u2014 Tom &amp; Ada run' } });
    fireEvent.blur(action);
    expect((action as HTMLTextAreaElement).value).toBe('She says "go" - Tom & Ada run');
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', SHOT1)[0]).toEqual({
      action: 'She says "go" - Tom & Ada run',
      base: { action: '' },
    });
  });

  it('keeps an edit made offline, shows it, and saves it when the browser is back online', async () => {
    installFakeClock();
    const { fetchMock, state } = fakeScenarioServer(shots());
    await renderShotEditor();
    const field = await description();
    state.isOffline = true;
    fireEvent.change(field, { target: { value: 'Written on the train' } });

    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Offline — will retry'));
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(1);
    // Persisted, so even a reload now would not lose it.
    expect(window.localStorage.getItem(pendingEditsKey('s1'))).toContain('Written on the train');
    expect(state.shots[0]!.description).toBe('The rocket on the pad');

    state.isOffline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(saveState().textContent).toContain('Saved'));
    expect(state.shots[0]!.description).toBe('Written on the train');
    expect(callsTo(fetchMock, 'PUT', SHOT1).at(-1)).toEqual({
      description: 'Written on the train',
      base: { description: 'The rocket on the pad' },
    });
    expect(window.localStorage.getItem(pendingEditsKey('s1'))).toBeNull();
  });

  it('sends nothing while the browser says it is offline, and saves once it is back', async () => {
    installFakeClock();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetchMock, state } = fakeScenarioServer(shots());
    await renderShotEditor();
    fireEvent.change(await description(), { target: { value: 'Typed in a tunnel' } });
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Offline — will retry'));
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(0);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(state.shots[0]!.description).toBe('Typed in a tunnel'));
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(1);
    onLine.mockRestore();
  });

  it('replays edits left in storage by an earlier visit', async () => {
    window.localStorage.setItem(
      pendingEditsKey('s1'),
      JSON.stringify({
        nextId: 2,
        edits: [
          {
            id: '1',
            shotId: 'sh1',
            changes: { description: 'Saved before the reload' },
            attempts: 3,
            retryAt: Date.now() + 60_000,
            isInFlight: true,
            isBlocked: false,
            error: 'Network error',
          },
        ],
      }),
    );
    const { state } = fakeScenarioServer(shots());
    await renderShotEditor();
    expect(((await description()) as HTMLTextAreaElement).value).toBe('Saved before the reload');
    await waitFor(() => expect(state.shots[0]!.description).toBe('Saved before the reload'));
    await waitFor(() => expect(window.localStorage.getItem(pendingEditsKey('s1'))).toBeNull());
  });

  it('replays stored edits as soon as the episode editor opens, before any shot is opened', async () => {
    window.localStorage.setItem(
      pendingEditsKey('s1'),
      JSON.stringify({
        nextId: 2,
        edits: [
          {
            id: '1',
            shotId: 'sh2',
            changes: { action: 'She taps the dial' },
            attempts: 1,
            retryAt: null,
            isInFlight: false,
            isBlocked: false,
            error: null,
          },
        ],
      }),
    );
    const { state } = fakeScenarioServer(shots(), (server) => ({
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(makeScenario({ shots: server.shots })),
    }));
    // The socket never connects in tests: straight to HTTP.
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Pilot' });
    await waitFor(() => expect(state.shots[1]!.action).toBe('She taps the dial'));
    await waitFor(() => expect(window.localStorage.getItem(pendingEditsKey('s1'))).toBeNull());
  });

  it('shows a refused edit with Retry, and saves it when retried', async () => {
    installFakeClock();
    let refusals = 1;
    const { fetchMock, state } = fakeScenarioServer(shots());
    const okHandler = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT' && String(input) === SHOT1 && refusals > 0) {
        refusals -= 1;
        const reply = fail(422, 'VALIDATION_ERROR', 'Validation error', [
          { field: 'duration', message: 'Duration must be greater than 0' },
        ]);
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      return okHandler(input, init);
    });
    await renderShotEditor();
    const duration = await screen.findByLabelText('Duration (seconds)');
    fireEvent.change(duration, { target: { value: '6' } });
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Failed to update scenario'));
    expect(saveState().textContent).toContain('duration: Duration must be greater than 0');
    expect(state.shots[0]!.duration).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(saveState().textContent).toContain('Saved'));
    expect(state.shots[0]!.duration).toBe(6);
  });

  it('retries by itself after a server error, showing the failure meanwhile', async () => {
    installFakeClock();
    let failures = 1;
    const { fetchMock, state } = fakeScenarioServer(shots());
    const okHandler = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT' && String(input) === SHOT1 && failures > 0) {
        failures -= 1;
        return new Response(JSON.stringify(fail(503, 'SERVER_ERROR', 'Server error').body), { status: 503 });
      }
      return okHandler(input, init);
    });
    await renderShotEditor();
    fireEvent.change(await description(), { target: { value: 'After the hiccup' } });
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Failed to update scenario'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // After the first backoff it goes again by itself; no click needed.
    await elapse(BACKOFF_BASE_MS);
    await waitFor(() => expect(saveState().textContent).toContain('Saved'));
    expect(state.shots[0]!.description).toBe('After the hiccup');
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(2);
  });

  it('refuses a duration that is not positive without saving it', async () => {
    installFakeClock();
    const { fetchMock } = fakeScenarioServer(shots());
    await renderShotEditor();
    const duration = await screen.findByLabelText('Duration (seconds)');
    fireEvent.change(duration, { target: { value: '-2' } });
    expect(await screen.findByText('Duration must be greater than 0')).toBeTruthy();
    await elapse(SAVE_DEBOUNCE_MS * 2);
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(0);
  });

  it('sends pending edits at once when another shot is opened, and undoes a text edit as one step', async () => {
    const { fetchMock, state } = fakeScenarioServer(shots());
    await renderShotEditor();
    const field = await description();
    // A clock that only moves when told: the save debounce cannot run out, only leaving the shot sends.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'The rocket on the pad at' } });
    fireEvent.change(field, { target: { value: 'The rocket on the pad at dawn' } });
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('button', { name: /^Open shot 2/ }));
    await elapse(SAVE_DEBOUNCE_MS - 1);
    expect(callsTo(fetchMock, 'PUT', SHOT1)).toHaveLength(1);
    expect(state.shots[0]!.description).toBe('The rocket on the pad at dawn');
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Undo description change' }));
    await waitFor(() => expect(state.shots[0]!.description).toBe('The rocket on the pad'));
    expect(screen.getByRole('button', { name: 'Nothing to undo' })).toBeTruthy();
  });
});
