import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { exportsServer } from './exportsTestServer';

const PDF_PATH = '/api/scenarios/s1/download/pdf';

/** The export server plus the PDF download route: answers a PDF, or 500 when `fails`. */
function serveWithPdf(fails = false) {
  const base = exportsServer([]);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).split('?')[0] === PDF_PATH
      ? fails
        ? new Response(JSON.stringify({ success: false, error: { code: 'SERVER_ERROR', message: 'x' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Pilot - shot list.pdf"',
            },
          })
      : base(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const pdfCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === PDF_PATH);
  return { saved, pdfCalls };
}

async function openDialog() {
  renderApp('/projects/p1/scenarios/s1?tab=exports', { isSignedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Pilot' });
  fireEvent.click(await screen.findByRole('button', { name: 'Shot list (PDF)' }));
  return screen.findByRole('dialog', { name: 'Storyboard PDF' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storyboard PDF dialog', () => {
  it('downloads the PDF laid out as chosen: panels, orientation, texts, comments and approvals', async () => {
    const { saved, pdfCalls } = serveWithPdf();
    const dialog = await openDialog();
    const panels = within(dialog).getByTestId('pdf-panels') as HTMLSelectElement;
    expect([...panels.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '6', '9']);
    // The server's default layout is what the dialog starts from.
    expect(panels.value).toBe('4');
    expect((within(dialog).getByTestId('pdf-orientation') as HTMLSelectElement).value).toBe('landscape');
    for (const [name, checked] of [
      ['Shot number', true],
      ['Text', true],
      ['Dialogue', false],
      ['Duration', true],
      ['Camera', true],
      ['Notes', false],
      ['Open comments as footnotes', false],
      ['Approval state of each shot', false],
    ] as const) {
      expect((within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(checked);
    }

    fireEvent.change(panels, { target: { value: '6' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Orientation' }), { target: { value: 'portrait' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Notes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Dialogue' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Camera' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Open comments as footnotes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Approval state of each shot' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('pdf-download'));
    });

    await waitFor(() => expect(saved).toEqual(['Pilot - shot list.pdf']));
    const [input, init] = pdfCalls()[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer access-0');
    const query = new URL(String(input), 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      panels: '6',
      orientation: 'portrait',
      // In print order, whatever order they were ticked in.
      fields: 'number,text,dialogue,duration,notes',
      comments: 'true',
      approvals: 'true',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Storyboard PDF' })).toBeNull());
  });

  it('says so and stays open when the download fails', async () => {
    const { saved } = serveWithPdf(true);
    const dialog = await openDialog();
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('pdf-download'));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to download the storyboard PDF. Please try again.',
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Storyboard PDF' })).toBeTruthy();
  });

  it('is offered in the episode header', async () => {
    serveWithPdf();
    renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Pilot' });
    fireEvent.click(await screen.findByTestId('pdf-dialog-button'));
    expect(await screen.findByRole('dialog', { name: 'Storyboard PDF' })).toBeTruthy();
  });
});
