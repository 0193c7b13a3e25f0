import type { Language, Shot } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, type ButtonSize, type ButtonVariant } from '../../../ui';
import { LipsyncDialog } from './LipsyncDialog';

interface ShotLipsyncButtonProps {
  /** The episode's project: its lip-sync and speech models' prices are shown. */
  projectId: string;
  scenarioId: string;
  shot: Shot;
  /** The episode's content language, used when the user picks none. */
  defaultLanguage?: Language;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens the lip-sync dialog of one shot (for the shot editor and the storyboard). */
export function ShotLipsyncButton({
  projectId,
  scenarioId,
  shot,
  defaultLanguage,
  variant = 'secondary',
  size = 'sm',
}: ShotLipsyncButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('lipsync.buttonNamed', { n: shot.sequence })}
      >
        <Icon name="film" className="size-4" />
        {t('lipsync.button')}
      </Button>
      {isOpen && (
        <LipsyncDialog
          isOpen
          onClose={() => setIsOpen(false)}
          projectId={projectId}
          scenarioId={scenarioId}
          shot={shot}
          defaultLanguage={defaultLanguage}
        />
      )}
    </>
  );
}
