import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, TextField } from '../../../ui';
import type { CommentsPlayer } from '../state/CommentsContext';
import { formatTimecode } from '../utils/threads';
import type { TimeFieldError, TimeTargetCheck } from '../utils/timeTarget';

interface TimeTargetFieldsProps {
  startText: string;
  endText: string;
  onStartChange: (text: string) => void;
  onEndChange: (text: string) => void;
  check: TimeTargetCheck;
  /** Shows "enter a time" too (after a try to send); a wrong time typed shows at once. */
  showsMissing: boolean;
  /** The episode's length, for the "past the end" message. */
  duration: number;
  /** The editor's player when one is on screen: its time can be taken. */
  player: CommentsPlayer | null;
}

/** When a comment at a time is about: from m:ss (the player's time, or typed) and optionally until m:ss. */
export function TimeTargetFields(props: TimeTargetFieldsProps) {
  const { startText, endText, onStartChange, onEndChange, check, showsMissing, duration, player } = props;
  const { t } = useTranslation();
  const message = (error: TimeFieldError | null) => {
    if (!error || (error === 'missing' && !showsMissing)) return undefined;
    return t(`comments.time.errors.${error}`, { duration: formatTimecode(duration) });
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('comments.time.legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('comments.time.start')}
          value={startText}
          onChange={(event) => onStartChange(event.target.value)}
          placeholder={t('comments.time.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          error={message(check.startError)}
          data-testid="comment-new-time-start"
        />
        <TextField
          label={t('comments.time.end')}
          value={endText}
          onChange={(event) => onEndChange(event.target.value)}
          placeholder={t('comments.time.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          error={message(check.endError)}
          data-testid="comment-new-time-end"
        />
      </div>
      {player && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => onStartChange(formatTimecode(player.getTime()))}
          data-testid="comment-new-time-player"
        >
          <Icon name="film" className="size-4" />
          {t('comments.time.usePlayer')}
        </Button>
      )}
    </fieldset>
  );
}
