import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { useRegisterShortcuts } from '../hooks/useRegisterShortcuts';
import { ShortcutsProvider } from './ShortcutsProvider';

function StoryboardLike() {
  const { t } = useTranslation();
  useRegisterShortcuts({
    id: 'storyboard',
    title: t('shortcuts.storyboard.title'),
    shortcuts: [
      { combos: [['mod', 'Z']], label: t('shortcuts.storyboard.undo') },
      {
        combos: [
          ['mod', 'shift', 'Z'],
          ['mod', 'Y'],
        ],
        label: t('shortcuts.storyboard.redo'),
      },
    ],
  });
  return null;
}

function Screen() {
  const [isShown, setIsShown] = useState(true);
  return (
    <ShortcutsProvider>
      <button type="button" onClick={() => setIsShown(false)}>
        Leave the storyboard
      </button>
      <label>
        Name <input />
      </label>
      {isShown && <StoryboardLike />}
    </ShortcutsProvider>
  );
}

const typeQuestionMark = (target: Element) => fireEvent.keyDown(target, { key: '?', shiftKey: true });

describe('keyboard shortcut sheet', () => {
  it("opens on '?' with the screen's shortcuts and the global ones, closes on Escape and gives the focus back", async () => {
    await renderUi(<Screen />);
    const opener = screen.getByRole('button', { name: 'Leave the storyboard' });
    opener.focus();
    typeQuestionMark(opener);

    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const storyboard = within(sheet).getByRole('region', { name: 'Storyboard' });
    expect(within(storyboard).getByText('Undo').closest('div')?.textContent).toBe('UndoCtrl+Z');
    expect(within(storyboard).getByText('Redo').closest('div')?.textContent).toBe('RedoCtrl+Shift+ZorCtrl+Y');
    const everywhere = within(sheet).getByRole('region', { name: 'Everywhere' });
    expect(within(everywhere).getByText('Show keyboard shortcuts')).toBeTruthy();
    expect(within(everywhere).getByText('Close a dialog or menu')).toBeTruthy();

    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("types '?' into a text field instead of opening the sheet", async () => {
    await renderUi(<Screen />);
    const field = screen.getByLabelText('Name');
    field.focus();
    typeQuestionMark(field);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists only what is on screen: a group goes when its part of the screen does', async () => {
    await renderUi(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Leave the storyboard' }));
    typeQuestionMark(document.body);
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).queryByRole('region', { name: 'Storyboard' })).toBeNull();
    expect(within(sheet).getByRole('region', { name: 'Everywhere' })).toBeTruthy();
  });
});
