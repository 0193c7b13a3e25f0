import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/renderUi';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps>) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Edit shot"
        footer={<button type="button">Save</button>}
        {...props}
      >
        <label>
          Name <input />
        </label>
      </Modal>
    </div>
  );
}

async function openHarness(props: Partial<ModalProps> = {}) {
  await renderUi(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('renders nothing while closed', async () => {
    await renderUi(<Modal isOpen={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog portalled to the body, with size and variant', async () => {
    const { container } = await renderUi(
      <Modal
        isOpen
        onClose={() => undefined}
        title="Delete shot"
        description="Gone for good"
        size="xl"
        variant="danger"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete shot' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Gone for good').id).toBe(dialog.getAttribute('aria-describedby'));
    expect(dialog.dataset.size).toBe('xl');
    expect(dialog.dataset.variant).toBe('danger');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('focuses the first focusable content, traps Tab and restores focus to the opener', async () => {
    const { opener, dialog } = await openHarness();
    const input = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(input);

    // Order inside: Close (header), Name, Save. Tab on the last wraps to the first and back.
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back to the close button when the dialog holds nothing else to focus', async () => {
    await renderUi(<Modal isOpen onClose={() => undefined} title="Info" />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on a backdrop click but not on clicks inside', async () => {
    const onClose = vi.fn();
    await renderUi(
      <Modal isOpen onClose={onClose} title="Pick">
        <p>Body text</p>
      </Modal>,
    );
    const body = screen.getByText('Body text');
    fireEvent.mouseDown(body);
    fireEvent.click(body);
    // A press that starts inside and ends on the backdrop (text selection) does not close either.
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(body);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button and locks page scrolling while open', async () => {
    const { opener } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape and the backdrop when not dismissable', async () => {
    const onClose = vi.fn();
    await renderUi(<Modal isOpen onClose={onClose} title="Saving" isDismissable={false} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the top dialog of a stack on Escape', async () => {
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    await renderUi(
      <Modal isOpen onClose={onOuterClose} title="Outer">
        <Modal isOpen onClose={onInnerClose} title="Inner" />
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Inner' }), { key: 'Escape' });
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });
});
