import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, type ButtonSize, type ButtonVariant } from '../../../ui';
import { useCreditsBalance } from '../../credits';
import { useSpendingBalance, useTeamRoleAccess } from '../../teams';
import { isGenerationBusy, type GenerationState } from '../api/generationState';
import { JobProgress } from './JobProgress';

interface GenerateButtonProps {
  /** What it does, e.g. 'Generate image'; the cost is added after it. */
  label: string;
  /** Credits it costs; null while the pricing loads (no cost shown, no balance check). */
  cost: number | null;
  state: GenerationState;
  onGenerate: () => void;
  /** Why it cannot be used right now (e.g. 'Generate an image for this shot first'). */
  unavailableReason?: string | null;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A paid generation button: label and cost ("Generate image · 1 credit"), disabled with the reason when
 * the balance is below the cost, a progress bar while its job runs and the error when it fails.
 */
export function GenerateButton({
  label,
  cost,
  state,
  onGenerate,
  unavailableReason = null,
  variant = 'primary',
  size = 'sm',
}: GenerateButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  // On a team project the team's pool pays; a viewer or commenter there cannot generate (the editor's banner says
  // why, the button repeats it).
  const { readOnlyReason, teamId } = useTeamRoleAccess();
  const balance = useSpendingBalance(teamId, useCreditsBalance().data?.balance ?? null);
  const isShort = cost !== null && balance !== null && balance < cost;
  const reason =
    readOnlyReason ?? unavailableReason ?? (isShort ? t('generation.notEnoughCredits', { cost, balance }) : null);
  const isBusy = isGenerationBusy(state);
  const describedBy = [reason ? hintId : null, state.error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Button
        variant={variant}
        size={size}
        onClick={onGenerate}
        disabled={Boolean(reason) || isBusy}
        isLoading={isBusy}
        aria-describedby={describedBy || undefined}
        title={reason ?? undefined}
      >
        {!isBusy && <Icon name="sparkles" className="size-4" />}
        {/* One text, so the accessible name reads exactly "Generate image · 1 credit". */}
        <span>{cost === null ? label : `${label} · ${t('generation.cost', { count: cost })}`}</span>
      </Button>
      {state.phase === 'running' && (
        <JobProgress value={state.progress} label={t('generation.progressLabel', { label })} />
      )}
      {reason && (
        <p id={hintId} className={readOnlyReason ? 'sr-only' : 'text-xs text-fg-muted'}>
          {reason}
        </p>
      )}
      {state.error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {state.error}
        </p>
      )}
      {state.notice && (
        <p role="status" className="text-xs text-fg-muted">
          {state.notice}
        </p>
      )}
    </div>
  );
}
