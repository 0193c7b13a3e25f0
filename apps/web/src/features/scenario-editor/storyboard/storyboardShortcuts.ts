import type { TFunction } from 'i18next';
import type { ShortcutGroup } from '../../shortcuts';

/** The keys useStoryboardKeyboard handles, as the keyboard shortcut sheet lists them. */
export function storyboardShortcuts(t: TFunction): ShortcutGroup {
  return {
    id: 'storyboard',
    title: t('shortcuts.storyboard.title'),
    shortcuts: [
      { combos: [['arrows']], label: t('shortcuts.storyboard.move') },
      { combos: [['shift', 'arrows']], label: t('shortcuts.storyboard.extend') },
      { combos: [['home'], ['end']], label: t('shortcuts.storyboard.firstLast') },
      { combos: [['alt', 'arrows']], label: t('shortcuts.storyboard.moveShot') },
      { combos: [['mod', 'A']], label: t('shortcuts.storyboard.selectAll') },
      { combos: [['mod', 'D']], label: t('shortcuts.storyboard.duplicate') },
      { combos: [['delete']], label: t('shortcuts.storyboard.delete') },
      { combos: [['mod', 'Z']], label: t('shortcuts.storyboard.undo') },
      {
        combos: [
          ['mod', 'shift', 'Z'],
          ['mod', 'Y'],
        ],
        label: t('shortcuts.storyboard.redo'),
      },
      { combos: [['esc']], label: t('shortcuts.storyboard.clear') },
    ],
  };
}
