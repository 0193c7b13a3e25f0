import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, useConfirm } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

type Answer = 'none' | 'confirmed' | 'cancelled';

/** useConfirm() with the default texts and with custom ones; the last answer is shown. */
export function ConfirmShowcase() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<Answer>('none');

  const ask = async (options?: Parameters<typeof confirm>[0]) => {
    setAnswer((await confirm(options)) ? 'confirmed' : 'cancelled');
  };

  return (
    <ShowcaseSection
      id="confirm"
      title={t('showcase.sections.confirm.title')}
      description={t('showcase.sections.confirm.description')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="danger" size="sm" onClick={() => void ask()}>
          {t('showcase.confirm.default')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void ask({
              title: t('showcase.confirm.customTitle'),
              message: t('showcase.confirm.customMessage'),
              confirmLabel: t('showcase.confirm.customConfirm'),
              variant: 'success',
            })
          }
        >
          {t('showcase.confirm.custom')}
        </Button>
        <p className="ml-2 text-sm text-fg-muted" aria-live="polite">
          {t('showcase.confirm.result', { result: t(`showcase.confirm.answers.${answer}`) })}
        </p>
      </div>
    </ShowcaseSection>
  );
}
