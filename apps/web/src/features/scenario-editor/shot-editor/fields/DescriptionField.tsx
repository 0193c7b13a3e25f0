import type { Shot } from '@sym/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { FieldLockNote, useFieldLock } from '../../../collaboration';
import { useRegisterShortcuts } from '../../../shortcuts';
import { Alert, AutoGrowTextarea, Button, Icon } from '../../../../ui';
import type { ShotEditSaver } from '../autosave/shotEditSaver';
import { useCutShot } from '../cut/useCutShot';
import { useShotField } from './useShotField';
import { lockedTextareaProps } from './lockedTextareaProps';

interface DescriptionFieldProps {
  projectId: string;
  scenarioId: string;
  shot: Shot;
  saver: ShotEditSaver;
}

const isMac = () => typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform);

/** The shot's description, with "Cut at cursor" (button, or Ctrl/Cmd+Enter in the text). */
export function DescriptionField({ projectId, scenarioId, shot, saver }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const field = useShotField({
    stored: shot.description,
    commit: (description) => saver.edit(shot.id, { description }),
    undoLabel: t('shotEditor.undo.description'),
  });
  const lock = useFieldLock({ projectId, fieldType: 'shot.description', fieldId: shot.id });
  const cutting = useCutShot({ scenarioId, shot, saver, onCut: field.reset });
  const keys = isMac() ? '⌘ Enter' : 'Ctrl+Enter';
  useRegisterShortcuts({
    id: 'shot-editor',
    title: t('shortcuts.shotEditor.title'),
    shortcuts: [
      { combos: [['mod', 'enter']], label: t('shortcuts.shotEditor.cut') },
      { combos: [['esc']], label: t('shortcuts.shotEditor.close') },
    ],
  });

  const cutAtCaret = () => {
    // A textarea keeps its caret after losing the focus, so the button reads the same place the shortcut does.
    const textarea = wrapperRef.current?.querySelector('textarea');
    void cutting.cut(field.value, textarea?.selectionStart ?? field.value.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    // The storyboard's own shortcuts must not see this Enter.
    event.stopPropagation();
    cutAtCaret();
  };

  return (
    <div ref={wrapperRef} className="flex flex-col gap-2">
      <AutoGrowTextarea
        label={t('shotEditor.fields.description')}
        value={field.value}
        onValueChange={(next) => {
          if (lock.isReadOnly) return;
          cutting.clearError();
          field.change(next);
        }}
        {...lockedTextareaProps(field, lock)}
        onKeyDown={handleKeyDown}
        minRows={3}
        maxRows={14}
      />
      <FieldLockNote lock={lock} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={cutAtCaret}
          disabled={lock.isReadOnly}
          isLoading={cutting.isCutting}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title={t('shotEditor.cut.hint')}
        >
          {!cutting.isCutting && <Icon name="pencil" className="size-4" />}
          {t('shotEditor.cut.button')}
        </Button>
        <span className="text-xs text-fg-muted">{t('shotEditor.cut.shortcutHint', { keys })}</span>
      </div>
      {cutting.error && <Alert>{cutting.error}</Alert>}
    </div>
  );
}
