import type { ScriptPlanSummary, Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { makeScenario, makeShot } from '../components/testData';
import { SCRIPT_AUTOSAVE_MS } from './useScriptDraft';

const SCRIPT = 'SHOT 1 — WIDE — 4s\nDescription: The rocket on the pad';
const shots = [makeShot('sh1', 1, { description: 'The rocket' }), makeShot('sh2', 2, { description: 'Ada' })];
const summary: ScriptPlanSummary = {
  added: 2,
  updated: 1,
  unchanged: 0,
  deleted: 1,
  deletedImages: 3,
  deletedVideos: 1,
  isReordered: false,
  deletedSequences: [1],
  matchedByText: [{ sequence: 2, block: 1 }],
};

function setup(
  routes: ApiRoutes = {},
  { script = SCRIPT, shotList = shots }: { script?: string; shotList?: Shot[] } = {},
) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(makeScenario({ script, shots: shotList })),
      'GET /api/scenarios/s1/shots': () => ok(shotList),
      ...routes,
    }),
  );
}

/** A blob's text (jsdom's Blob has no text()). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

let openedClient: QueryClient | null = null;

async function openScript(tier: 'sym' | 'motionmaker' = 'sym') {
  openedClient = renderApp('/projects/p1/scenarios/s1?tab=script', { isSignedIn: true, tier }).queryClient;
  return screen.findByRole('textbox', { name: 'Script' });
}

/** Until the editor holds the episode's shots (they come with its read). */
const shotsLoaded = () =>
  waitFor(() => expect(openedClient?.getQueryData(scenarioEditorKeys.shots('s1'))).toBeDefined());

describe('script tab', () => {
  it("shows the episode's script in the editor and saves edits after a pause", async () => {
    installFakeClock();
    const fetchMock = setup({ 'PATCH /api/scenarios/s1': (body) => ok(makeScenario(body as object)) });
    const editor = await openScript();
    expect((editor as HTMLTextAreaElement).value).toBe(SCRIPT);
    fireEvent.change(editor, { target: { value: `${SCRIPT}\nAction: Lift-off` } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await elapse(SCRIPT_AUTOSAVE_MS);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/scenarios/s1')).toEqual([
      { script: `${SCRIPT}\nAction: Lift-off`, baseScript: SCRIPT, expectedUpdatedAt: makeScenario().updatedAt },
    ]);
  });

  it('answers a script someone else saved meanwhile with Keep mine / Take theirs', async () => {
    installFakeClock();
    const theirs = { script: 'SHOT 1 — CLOSE — 2s\nDescription: Their version', updatedAt: '2030-01-01T00:00:00.000Z' };
    let isFirst = true;
    const fetchMock = setup({
      // Take theirs reads the episode as saved now.
      'GET /api/scenarios/s1': () => ok(makeScenario(isFirst ? { script: SCRIPT } : theirs)),
      'PATCH /api/scenarios/s1': (body) => {
        if (!isFirst) return ok(makeScenario({ ...(body as object), updatedAt: '2030-01-02T00:00:00.000Z' }));
        isFirst = false;
        return {
          status: 409,
          body: { success: false, error: { code: 'CONFLICT', message: 'Changed', current: makeScenario(theirs) } },
        };
      },
    });
    const editor = await openScript();
    fireEvent.change(editor, { target: { value: 'Mine' } });
    await elapse(SCRIPT_AUTOSAVE_MS);
    const notice = await screen.findByRole('alertdialog', { name: 'Someone else saved changes here' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((editor as HTMLTextAreaElement).value).toBe(theirs.script);

    fireEvent.change(editor, { target: { value: 'Mine after all' } });
    await elapse(SCRIPT_AUTOSAVE_MS);
    await screen.findByText('All changes saved');
    expect(bodiesOf(fetchMock, 'PATCH', '/api/scenarios/s1').at(-1)).toEqual({
      script: 'Mine after all',
      baseScript: theirs.script,
      expectedUpdatedAt: theirs.updatedAt,
    });
  });

  it("says 'Failed to update scenario' when the save fails", async () => {
    installFakeClock();
    setup({ 'PATCH /api/scenarios/s1': () => fail(500, 'SERVER_ERROR', 'Server error') });
    const editor = await openScript();
    fireEvent.change(editor, { target: { value: 'SHOT 1' } });
    await elapse(SCRIPT_AUTOSAVE_MS);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update scenario');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says there are no shots to generate from, without asking the server', async () => {
    const fetchMock = setup({}, { script: '', shotList: [] });
    await openScript();
    await shotsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Generate script' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No shots available to generate script from');
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/generate')).toHaveLength(0);
  });

  it('generates a script with the prompt and target duration, after confirming the replacement', async () => {
    const generated = 'SHOT 1 — WIDE — 6s\nDescription: Generated';
    const fetchMock = setup({ 'POST /api/scenarios/s1/script/generate': () => ok({ script: generated }) });
    const editor = await openScript();
    await shotsLoaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Instructions (optional)' }), {
      target: { value: 'make it funny' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Target duration in seconds (optional)' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate script' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the script?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect((editor as HTMLTextAreaElement).value).toBe(generated));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/generate')).toEqual([
      { prompt: 'make it funny', targetDuration: 30 },
    ]);
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('shows the failure text when generating fails', async () => {
    setup(
      { 'POST /api/scenarios/s1/script/generate': () => fail(502, 'SERVER_ERROR', 'Provider down') },
      { script: '' },
    );
    await openScript();
    fireEvent.click(screen.getByRole('button', { name: 'Generate script' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to generate script. Please try again.');
  });

  it('says what applying will add, update and delete before applying, then reports the shots', async () => {
    const applied = [makeShot('sh2', 1), makeShot('n2', 2), makeShot('n3', 3)];
    const fetchMock = setup({
      'POST /api/scenarios/s1/script/preview': () => ok(summary),
      'POST /api/scenarios/s1/script/apply': () => ok({ shots: applied, summary, undo: 'token-1' }),
    });
    await openScript();
    await shotsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Apply script' });
    expect(dialog.textContent).toContain('Applying this script changes the shots on the timeline:');
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '2 shots added',
      '1 shot updated',
      '1 shot deleted',
      '3 images deleted',
      '1 video deleted',
      'Block 1 → shot 2 (Ada)',
    ]);
    expect(dialog.textContent).toContain('Deleted shots: 1 (The rocket).');
    expect(dialog.textContent).toContain('Edited blocks take over shots by order and text:');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/apply')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Apply script' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('Script applied: 3 shots.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/preview')).toEqual([
      { script: SCRIPT, source: 'editor' },
      { script: SCRIPT, source: 'editor' },
    ]);
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/apply')).toEqual([
      { script: SCRIPT, source: 'editor' },
    ]);
    expect(screen.getByRole('link', { name: 'View storyboard' }).getAttribute('href')).toContain('tab=storyboard');
  });

  it('says when applying changes nothing', async () => {
    const unchanged = { ...summary, added: 0, updated: 0, deleted: 0, deletedImages: 0, deletedVideos: 0 };
    setup({
      'POST /api/scenarios/s1/script/preview': () =>
        ok({ ...unchanged, unchanged: 2, deletedSequences: [], matchedByText: [] }),
    });
    await openScript();
    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply script' });
    expect(dialog.textContent).toContain('Nothing changes: the script says what the shots already say.');
    expect(within(dialog).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('takes the apply back with Ctrl+Z, sending the token the apply answered', async () => {
    const restored = [makeShot('sh1', 1, { description: 'The rocket' }), makeShot('sh2', 2)];
    const fetchMock = setup({
      'POST /api/scenarios/s1/script/preview': () => ok(summary),
      'POST /api/scenarios/s1/script/apply': () => ok({ shots: [makeShot('n1', 1)], summary, undo: 'token-9' }),
      'POST /api/scenarios/s1/script/undo': () => ok(restored),
    });
    await openScript();
    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('Script applied: 1 shot.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo script change' })).toBeTruthy();
    // Ctrl+Z in the script text is the text's own undo.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Script' }), { key: 'z', ctrlKey: true });
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/undo')).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByText('Script change undone.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/undo')).toEqual([{ undo: 'token-9' }]);
    expect(screen.queryByRole('button', { name: 'Undo script change' })).toBeNull();
  });

  it('applies the script again with Ctrl+Shift+Z or Ctrl+Y after an undo, each undo sending the newest token', async () => {
    let applies = 0;
    const fetchMock = setup({
      'POST /api/scenarios/s1/script/preview': () => ok(summary),
      'POST /api/scenarios/s1/script/apply': () => {
        applies += 1;
        return ok({ shots: [makeShot('n1', 1)], summary, undo: `token-${applies}` });
      },
      'POST /api/scenarios/s1/script/undo': () => ok([makeShot('sh1', 1)]),
    });
    await openScript();
    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply changes' }));
    await screen.findByRole('button', { name: 'Undo script change' });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await screen.findByRole('button', { name: 'Redo script change' });

    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    await screen.findByRole('button', { name: 'Undo script change' });
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/apply')).toHaveLength(2);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await screen.findByRole('button', { name: 'Redo script change' });
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await screen.findByRole('button', { name: 'Undo script change' });
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/apply')).toHaveLength(3);
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/undo')).toEqual([
      { undo: 'token-1' },
      { undo: 'token-2' },
    ]);
  });

  it("shows 'Failed to parse script' without a confirmation when the server cannot read the script", async () => {
    setup({
      'POST /api/scenarios/s1/script/preview': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [{ field: 'script', message: 'Failed to parse script' }]),
    });
    await openScript();
    fireEvent.click(screen.getByRole('button', { name: 'Apply script' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to parse script');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('downloads the script as a text file named after the episode', async () => {
    setup();
    await openScript();
    const files: { name: string; text: Promise<string> }[] = [];
    const created: Blob[] = [];
    const restoreUrl = Object.getOwnPropertyDescriptors(URL);
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:script';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, text: readBlob(created.at(-1)!) });
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download script' }));
      expect(files.map((file) => file.name)).toEqual([`${makeScenario().name}.txt`]);
      expect(await files[0]!.text).toBe(SCRIPT);
    } finally {
      click.mockRestore();
      Object.defineProperties(URL, restoreUrl);
    }
  });

  it('offers no upload in the base edition', async () => {
    setup();
    await openScript('sym');
    expect(screen.getByText('Script upload is a MotionMaker feature')).toBeTruthy();
    expect(screen.queryByLabelText('Script file')).toBeNull();
  });

  it('applies an uploaded script with source upload in the professional edition', async () => {
    const uploaded = 'SHOT 1 — CLOSE — 2s\nDescription: From a file';
    const fetchMock = setup({
      'POST /api/scenarios/s1/script/preview': () => ok(summary),
      'POST /api/scenarios/s1/script/apply': () => ok({ shots: [makeShot('u1', 1)], summary, undo: 'token-2' }),
      'PATCH /api/scenarios/s1': (body) => ok(makeScenario(body as object)),
    });
    const editor = await openScript('motionmaker');
    const input = screen.getByLabelText('Script file');
    fireEvent.change(input, { target: { files: [new File([uploaded], 'pilot.fountain', { type: 'text/plain' })] } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply script' });
    expect(dialog.textContent).toContain('Apply “pilot.fountain”? It changes the shots on the timeline:');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('Script applied: 1 shot.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/script/apply')).toEqual([
      { script: uploaded, source: 'upload' },
    ]);
    expect((editor as HTMLTextAreaElement).value).toBe(uploaded);
  });
});
