import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { StoryboardPdfDialog } from './StoryboardPdfDialog';

interface StoryboardPdfButtonProps {
  scenarioId: string;
  /** The button's text; "Storyboard PDF" unless given. */
  label?: string;
  testId?: string;
  disabled?: boolean;
}

/** Opens the storyboard PDF dialog (layout, texts, comments and approvals) of the episode. */
export function StoryboardPdfButton({
  scenarioId,
  label,
  testId = 'pdf-dialog-button',
  disabled,
}: StoryboardPdfButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)} disabled={disabled} data-testid={testId}>
        <Icon name="download" className="size-4" />
        {label ?? t('exports.storyboardPdf.button')}
      </Button>
      {isOpen && <StoryboardPdfDialog scenarioId={scenarioId} onClose={() => setIsOpen(false)} />}
    </>
  );
}
