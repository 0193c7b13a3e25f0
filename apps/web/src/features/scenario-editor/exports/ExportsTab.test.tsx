import type { Tier } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { renderApp } from '../../../test/renderApp';
import { callsTo, exportsServer, makeExport } from './exportsTestServer';
import { fileNameFromDisposition } from './saveDownload';
import { EXPORT_POLL_MS } from './useExports';

/** The exports tab as a signed-in user of `tier` sees it (the base edition by default). */
async function openExports(tier: Tier = 'sym') {
  renderApp('/projects/p1/scenarios/s1?tab=exports', { isSignedIn: true, tier });
  await screen.findByRole('heading', { level: 1, name: 'Pilot' });
  return screen.findByRole('heading', { level: 2, name: 'Exports' });
}

const row = (name: string) => screen.findByRole('listitem', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exports tab', () => {
  it('starts an animatic export and follows its progress to a completed row', async () => {
    installFakeClock();
    const fetchMock = exportsServer([], {
      polls: [
        { progress: 45 },
        {
          status: 'completed',
          progress: 100,
          videoUrl: '/media/export-video-key-new-0001.mp4',
          duration: 8,
          size: 2048,
        },
      ],
    });
    // Burned-in subtitles are advanced export: the professional edition's.
    await openExports('motionmaker');
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Exports', selected: true })).toBeTruthy();

    const name = screen.getByRole('textbox', { name: 'Export name' }) as HTMLInputElement;
    expect(name.value).toMatch(/^Pilot – /);
    fireEvent.change(name, { target: { value: 'Launch cut' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Animatic' }));
    expect(screen.getByText(/Free of credits/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Resolution' }), { target: { value: '720p' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add subtitles from the voice clips' }));
    // Burned in by default, in a chosen style; a separate track leaves the style to the player.
    fireEvent.change(screen.getByRole('combobox', { name: 'Font' }), { target: { value: 'DejaVu Serif' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Position' }), { target: { value: 'top' } });
    fireEvent.click(screen.getByRole('radio', { name: 'As a separate track that viewers switch on' }));
    expect((screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText(/the style below applies to burned-in subtitles only/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Burned into the picture' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Outline' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));

    const started = await row('Launch cut');
    const [, init] = callsTo(fetchMock, 'POST', '/api/scenarios/s1/export')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Launch cut',
      kind: 'animatic',
      resolution: '720p',
      codec: 'h264',
      subtitles: true,
      subtitleOptions: { mode: 'burned', font: 'DejaVu Serif', size: 'medium', outline: 4, position: 'top' },
      languages: ['en'],
    });
    expect(within(started).getByText('Processing')).toBeTruthy();
    const bar = within(started).getByRole('progressbar', { name: 'Export progress of Launch cut' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await elapse(EXPORT_POLL_MS);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('45'));
    await elapse(EXPORT_POLL_MS);
    await waitFor(() => expect(within(started).getByText('Completed')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET', '/api/scenarios/s1/exports/new').length).toBeGreaterThanOrEqual(2);
    expect(within(started).queryByRole('progressbar')).toBeNull();
    const download = within(started).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/media/export-video-key-new-0001.mp4');
    expect(download.getAttribute('download')).toBe('Launch cut.mp4');
    for (const action of ['Share', 'Rename Launch cut', 'Delete Launch cut']) {
      expect(within(started).getByRole('button', { name: action })).toBeTruthy();
    }
  });

  it('lists exports newest first with duration, size and failures as the server words them', async () => {
    exportsServer([
      makeExport('old', { name: 'First cut', createdAt: '2026-01-01T10:00:00.000Z' }),
      makeExport('bad', {
        name: 'Broken',
        status: 'failed',
        error: 'Export failed: ffmpeg exited with code 1',
        videoUrl: null,
        duration: null,
        size: null,
        createdAt: '2026-02-01T10:00:00.000Z',
      }),
      makeExport('slow', {
        name: 'Too long',
        status: 'failed',
        error: 'Export timed out. Please check the scenario list for the exported video.',
        videoUrl: null,
        createdAt: '2026-01-15T10:00:00.000Z',
      }),
    ]);
    await openExports();
    const list = await screen.findByRole('list', { name: 'Exports' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Broken', 'Too long', 'First cut']),
    );
    const first = await row('First cut');
    expect(first.textContent).toContain('0:12');
    expect(first.textContent).toContain('1.5 MB');
    expect(first.textContent).toContain('1920 × 1080');
    const broken = await row('Broken');
    expect(within(broken).getByRole('alert').textContent).toBe('Export failed: ffmpeg exited with code 1');
    expect(within(broken).queryByRole('link', { name: 'Download' })).toBeNull();
    expect(within(broken).getByRole('button', { name: 'Delete Broken' })).toBeTruthy();
    expect(within(await row('Too long')).getByRole('alert').textContent).toBe(
      'Export timed out. Please check the scenario list for the exported video.',
    );
  });

  it("says why an export could not start, using the server's reason", async () => {
    exportsServer([], {
      extra: {
        'POST /api/scenarios/s1/export': () =>
          fail(422, 'VALIDATION_ERROR', 'Add shots to the episode before exporting', [
            { field: 'id', message: 'Add shots to the episode before exporting' },
          ]),
      },
    });
    await openExports();
    fireEvent.click(await screen.findByRole('button', { name: 'Start export' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to start export: Add shots to the episode before exporting',
    );
  });

  it('shows portrait episodes their fixed frame size instead of a resolution choice', async () => {
    exportsServer([], { scenario: { aspectRatio: 'portrait' } });
    await openExports();
    expect(await screen.findByText('Portrait 1080 × 1920 (fixed for this episode)')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Resolution' })).toBeNull();
  });

  it('renames in place, and says so when renaming fails', async () => {
    exportsServer([makeExport('e1', { name: 'First cut' })]);
    await openExports();
    const item = await row('First cut');
    fireEvent.click(within(item).getByRole('button', { name: 'Rename First cut' }));
    const field = within(item).getByRole('textbox', { name: 'Export name' });
    fireEvent.change(field, { target: { value: 'Final cut' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await row('Final cut')).toBeTruthy();
  });

  it('reports a failed rename and a failed delete with the spec texts', async () => {
    exportsServer([makeExport('e2', { name: 'Second' })], {
      failing: ['PUT /api/scenarios/s1/exports/e2', 'DELETE /api/scenarios/s1/exports/e2'],
    });
    await openExports();
    const item = await row('Second');
    fireEvent.click(within(item).getByRole('button', { name: 'Rename Second' }));
    fireEvent.change(within(item).getByRole('textbox', { name: 'Export name' }), { target: { value: 'Other' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect((await within(item).findByRole('alert')).textContent).toContain('Failed to rename export');

    fireEvent.click(within(item).getByRole('button', { name: 'Delete Second' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete export?' });
    expect(dialog.textContent).toContain('Its share links stop working.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(item).getByRole('alert').textContent).toContain('Failed to delete export. Please try again.'),
    );
  });

  it('deletes an export after confirmation', async () => {
    const fetchMock = exportsServer([makeExport('e1', { name: 'First cut' })]);
    await openExports();
    const item = await row('First cut');
    fireEvent.click(within(item).getByRole('button', { name: 'Delete First cut' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete export?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/exports/e1')).toHaveLength(1);
  });

  it('shares a completed export: the link read-only with Copy → Copied, then Revoke link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = exportsServer([makeExport('e1', { name: 'First cut' })], {
      extra: { 'DELETE /api/scenarios/s1/share/7d3f6c1e-2b4a-4c8d-9e0f-112233445566': () => ok({}) },
    });
    await openExports();
    const item = await row('First cut');
    fireEvent.click(within(item).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share First cut' });
    const link = (await within(dialog).findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toBe('https://studio.example.com/v/7d3f6c1e-2b4a-4c8d-9e0f-112233445566');
    expect(link.readOnly).toBe(true);
    const [, init] = callsTo(fetchMock, 'POST', '/api/scenarios/s1/share')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ exportId: 'e1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    fireEvent.click(await within(item).findByRole('button', { name: 'Revoke link' }));
    const confirmRevoke = await screen.findByRole('alertdialog', { name: 'Revoke share link?' });
    fireEvent.click(within(confirmRevoke).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/share/7d3f6c1e-2b4a-4c8d-9e0f-112233445566')).toHaveLength(
        1,
      ),
    );
  });

  it('says so when the share link cannot be created', async () => {
    exportsServer([makeExport('e1', { name: 'First cut' })], { failing: ['POST /api/scenarios/s1/share'] });
    await openExports();
    fireEvent.click(within(await row('First cut')).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share First cut' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to create share link. Please try again.',
    );
  });

  it('downloads the shot list with the bearer token and saves it under the server-given name', async () => {
    const base = exportsServer([]);
    const csv = '\uFEFFShot,Image URL,Type,Camera motion,Duration (s),Description\r\n';
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/scenarios/s1/download/csv'
        ? new Response(csv, {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="Pilot - shot list.csv"; filename*=UTF-8''Pilot%20-%20shot%20list.csv`,
            },
          })
        : base(input, init),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:shot-list');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await openExports('motionmaker');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Shot list (CSV)' }));
    });
    await waitFor(() => expect(saved).toEqual(['Pilot - shot list.csv blob:shot-list']));
    const [, init] = callsTo(fetchMock, 'GET', '/api/scenarios/s1/download/csv')[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer access-0');
    // The bytes arrive untouched, byte order mark included (text() would drop it).
    const bytes = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
    for (const label of ['Shot list (PDF)', 'Edit decision list (EDL)', 'OpenTimelineIO']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('shows the base edition the plain exports and says what advanced export adds, with the way to upgrade', async () => {
    const fetchMock = exportsServer([]);
    await openExports('sym');
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Add subtitles from the voice clips' })).toBeNull();
    for (const label of ['Shot list (CSV)', 'Shot list (PDF)']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    for (const label of ['Edit decision list (EDL)', 'OpenTimelineIO']) {
      expect(screen.queryByRole('button', { name: label })).toBeNull();
    }
    const hints = screen.getAllByText(
      /Subtitles in the video and the edit as EDL, OpenTimelineIO or Final Cut Pro XML/,
    );
    expect(hints).toHaveLength(2);
    for (const hint of hints) {
      const link = within(hint.closest('p')!).getByRole('link', { name: 'Upgrade to Motion Maker Pro' });
      expect(link.getAttribute('href')).toBe('/credits');
    }
    // A plain export still starts, without subtitles.
    fireEvent.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/export')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/scenarios/s1/export')[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ kind: 'video', subtitles: false });
  });
});

describe('Content-Disposition file names', () => {
  it('prefers the UTF-8 name, falls back to the quoted one and drops path parts', () => {
    expect(fileNameFromDisposition(`attachment; filename="__.csv"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.csv`)).toBe(
      '東京.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="Pilot.edl"')).toBe('Pilot.edl');
    expect(fileNameFromDisposition('attachment; filename=../../etc/passwd')).toBe('passwd');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
