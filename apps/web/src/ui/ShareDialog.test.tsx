import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { ShareDialog } from './ShareDialog';

const URL = 'https://sym.example/v/0b7d1c1e-1111-4222-8333-444455556666';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

/** Lets the awaited clipboard promise settle inside act(). */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('ShareDialog', () => {
  it('shows the link read-only and confirms a copy with Copied for 2 s', async () => {
    const writeText = stubClipboard(async () => undefined);
    await renderUi(<ShareDialog isOpen onClose={() => undefined} url={URL} />);
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeTruthy();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    expect(input.value).toBe(URL);
    expect(input.readOnly).toBe(true);

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('falls back to a selection copy when the Clipboard API refuses', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderUi(<ShareDialog isOpen onClose={() => undefined} url={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await flush();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('says so when copying fails altogether', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await renderUi(<ShareDialog isOpen onClose={() => undefined} url={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await flush();
    expect(screen.getByText('Could not copy the link. Select it and copy it manually.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('shows progress while the link is created, and a creation error', async () => {
    const { rerender } = await renderUi(<ShareDialog isOpen onClose={() => undefined} isLoading />);
    expect(screen.getByRole('status').textContent).toContain('Creating link...');
    rerender(<ShareDialog isOpen onClose={() => undefined} error="Failed to create share link. Please try again." />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to create share link. Please try again.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
