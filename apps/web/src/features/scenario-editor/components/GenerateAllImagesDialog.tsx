import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Modal } from '../../../ui';
import { UpgradeHint } from '../../upgrade';

export type GenerateAllChoice = 'withoutImage' | 'all';

interface GenerateAllImagesDialogProps {
  isOpen: boolean;
  /** Shots with a description that are not being generated already. */
  total: number;
  /** Of those, shots that already have an image (they would get a new, paid take). */
  withImage: number;
  /** Credits per image; null while the pricing loads. */
  unitCost: number | null;
  /** Every shot again (new takes) is a batch operation: without it only the shots without an image are offered. */
  canRegenerateAll: boolean;
  onConfirm: (choice: GenerateAllChoice) => void;
  onCancel: () => void;
}

/** The choice "Generate all images" starts with: shots without an image when there are any (or when all is not offered). */
export function defaultGenerateAllChoice(total: number, withImage: number, canRegenerateAll = true): GenerateAllChoice {
  return total - withImage > 0 || !canRegenerateAll ? 'withoutImage' : 'all';
}

/**
 * Confirms "Generate all images" and says what it buys: how many shots already have an image and would get a new
 * take, with "only shots without an image" chosen by default. Each choice shows its shots and credits.
 */
export function GenerateAllImagesDialog({
  isOpen,
  total,
  withImage,
  unitCost,
  canRegenerateAll,
  onConfirm,
  onCancel,
}: GenerateAllImagesDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const missing = total - withImage;
  // Mounted when opened (see StoryboardToolbar), so each opening starts from the default.
  const [choice, setChoice] = useState<GenerateAllChoice>(() =>
    defaultGenerateAllChoice(total, withImage, canRegenerateAll),
  );

  const costText = (count: number) => (unitCost === null ? '—' : t('generation.cost', { count: unitCost * count }));
  const options: { value: GenerateAllChoice; label: string; count: number; isOffered: boolean }[] = [
    { value: 'withoutImage', label: t('storyboard.toolbar.onlyWithoutImage'), count: missing, isOffered: true },
    { value: 'all', label: t('storyboard.toolbar.allWithNewTakes'), count: total, isOffered: canRegenerateAll },
  ];

  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={t('storyboard.toolbar.imagesConfirmTitle')}
      size="small"
      role="alertdialog"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => onConfirm(choice)}
            disabled={(choice === 'withoutImage' ? missing : total) === 0}
          >
            {t('storyboard.toolbar.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-fg-muted">
          {withImage === 0
            ? t('storyboard.toolbar.imagesConfirmMessage', { count: total, cost: costText(total) })
            : t('storyboard.toolbar.haveImages', { count: withImage, total })}
        </p>
        {withImage > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('storyboard.toolbar.imagesConfirmTitle')}</legend>
            {options.map((option) => (
              <label
                key={option.value}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors ${
                  choice === option.value ? 'border-accent bg-accent-soft' : 'border-line hover:border-line-strong'
                } ${option.count === 0 || !option.isOffered ? 'opacity-60' : ''}`}
              >
                <input
                  type="radio"
                  name="generate-all-images"
                  value={option.value}
                  checked={choice === option.value}
                  disabled={option.count === 0 || !option.isOffered}
                  onChange={() => setChoice(option.value)}
                  className="mt-0.5 size-4 accent-accent"
                />
                <span>
                  <span className="block font-medium text-fg">{option.label}</span>
                  <span className="block text-xs text-fg-muted">
                    {t('storyboard.toolbar.choiceCost', {
                      shots: t('storyboard.toolbar.shotCount', { count: option.count }),
                      cost: costText(option.count),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {withImage > 0 && !canRegenerateAll && <UpgradeHint feature="batch_operations" />}
      </div>
    </Modal>
  );
}
