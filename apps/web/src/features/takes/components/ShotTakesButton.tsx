import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { useTakesContext } from '../state/TakesContext';

interface ShotTakesButtonProps {
  shotId: string;
  /** The shot's number, for the button's accessible name. */
  sequence: number;
  /** 'icon': a round button for a card's corner; 'text': a labelled button for the shot editor. */
  look?: 'icon' | 'text';
  testId?: string;
  className?: string;
}

/** Opens the takes panel of a shot. Nothing outside the episode editor or for someone who is not a member. */
export function ShotTakesButton({
  shotId,
  sequence,
  look = 'icon',
  testId = 'shot-takes-button',
  className = '',
}: ShotTakesButtonProps) {
  const { t } = useTranslation();
  const context = useTakesContext();
  if (!context?.isMember) return null;
  const label = t('takes.open', { n: sequence });
  if (look === 'text') {
    return (
      <button
        type="button"
        data-testid={testId}
        onClick={() => context.open(shotId)}
        className={`inline-flex h-8 items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
      >
        <Icon name="layers" className="size-4 text-fg-muted" />
        {t('takes.openShort')}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={() => context.open(shotId)}
      aria-label={label}
      title={label}
      className={`grid size-7 place-items-center rounded-full border border-line bg-surface/90 text-fg-muted shadow-sm backdrop-blur hover:border-accent hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
    >
      <Icon name="layers" className="size-4" />
    </button>
  );
}
