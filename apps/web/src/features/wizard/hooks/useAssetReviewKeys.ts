import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { isDialogOpen, isTypingTarget, useRegisterShortcuts } from '../../shortcuts';

export interface AssetReviewKeyHandlers {
  onGenerate: () => void;
  onGenerateAll: () => void;
  onApprove: () => void;
  onApproveAll: () => void;
  onReject: () => void;
  onSkip: () => void;
  onMove: (step: -1 | 1) => void;
}

/** The handler of a key press ('Shift+g' for Shift+G), or null for keys the review does not use. */
function actionFor(h: AssetReviewKeyHandlers, event: KeyboardEvent): (() => void) | null {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const actions: Record<string, () => void> = {
    g: h.onGenerate,
    'Shift+g': h.onGenerateAll,
    a: h.onApprove,
    'Shift+a': h.onApproveAll,
    r: h.onReject,
    s: h.onSkip,
    ArrowLeft: () => h.onMove(-1),
    ArrowRight: () => h.onMove(1),
  };
  return actions[`${event.shiftKey ? 'Shift+' : ''}${key}`] ?? null;
}

/**
 * The asset review's keys (listed on the shortcut sheet): G generates the current asset's image and
 * Shift+G all of them, A approves and Shift+A approves all generated, R rejects, S skips, the left and right
 * arrows go to the previous or next asset. Typing in the asset's fields and open dialogs keep their keys.
 */
export function useAssetReviewKeys(handlers: AssetReviewKeyHandlers): void {
  const { t } = useTranslation();
  useRegisterShortcuts({
    id: 'wizard-assets',
    title: t('shortcuts.wizard.title'),
    shortcuts: [
      { combos: [['G']], label: t('shortcuts.wizard.generate') },
      { combos: [['shift', 'G']], label: t('shortcuts.wizard.generateAll') },
      { combos: [['A']], label: t('shortcuts.wizard.approve') },
      { combos: [['shift', 'A']], label: t('shortcuts.wizard.approveAll') },
      { combos: [['R']], label: t('shortcuts.wizard.reject') },
      { combos: [['S']], label: t('shortcuts.wizard.skip') },
      { combos: [['left']], label: t('shortcuts.wizard.previous') },
      { combos: [['right']], label: t('shortcuts.wizard.next') },
    ],
  });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || isDialogOpen()) return;
      const action = actionFor(latest.current, event);
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);
}
