import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/renderUi';
import type { ConfirmFunction } from './ConfirmContext';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

let confirm: ConfirmFunction;

function CaptureConfirm() {
  confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm()}>
      Delete
    </button>
  );
}

async function renderProvider() {
  await renderUi(
    <ConfirmProvider>
      <CaptureConfirm />
    </ConfirmProvider>,
  );
}

function ask(options?: Parameters<ConfirmFunction>[0]): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('useConfirm', () => {
  it('shows the spec defaults in a danger dialog with focus on Cancel, and resolves true on Confirm', async () => {
    await renderProvider();
    const answer = ask();
    // The dialog's code loads when the first question is asked.
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Action' });
    expect(dialog.dataset.variant).toBe('danger');
    expect(screen.getByText('Are you sure?')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Cancel, Escape and the backdrop', async () => {
    await renderProvider();
    const cancelled = ask();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = ask();
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await expect(escaped).resolves.toBe(false);

    const dismissed = ask();
    const backdrop = await screen.findByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await expect(dismissed).resolves.toBe(false);
  });

  it('uses custom texts and variant', async () => {
    await renderProvider();
    const answer = ask({
      title: 'Publish episode?',
      message: 'Everyone can watch it.',
      confirmLabel: 'Publish',
      cancelLabel: 'Not now',
      variant: 'success',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish episode?' });
    expect(dialog.dataset.variant).toBe('success');
    expect(screen.getByText('Everyone can watch it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(answer).resolves.toBe(true);
  });

  it('returns focus to the opener when answered', async () => {
    await renderProvider();
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('declines an unanswered question when a new one is asked', async () => {
    await renderProvider();
    const first = ask({ title: 'First' });
    const second = ask({ title: 'Second' });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog', { name: 'Second' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('throws outside the provider', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      await expect(renderUi(<CaptureConfirm />)).rejects.toThrow('useConfirm must be used inside <ConfirmProvider>');
    } finally {
      console.error = original;
    }
  });
});
