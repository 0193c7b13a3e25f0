import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, MODAL_SIZES, MODAL_VARIANTS, Modal, TextField, type ModalSize, type ModalVariant } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

interface OpenModal {
  size: ModalSize;
  variant: ModalVariant;
}

/** Buttons that open the modal in every size and variant. */
export function ModalShowcase() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenModal | null>(null);
  const close = () => setOpen(null);

  return (
    <ShowcaseSection
      id="modal"
      title={t('showcase.sections.modal.title')}
      description={t('showcase.sections.modal.description')}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-xs font-medium tracking-wide text-fg-muted uppercase">
            {t('showcase.modal.sizes')}
          </span>
          {MODAL_SIZES.map((size) => (
            <Button key={size} variant="secondary" size="sm" onClick={() => setOpen({ size, variant: 'default' })}>
              {t(`showcase.modal.size.${size}`)}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-20 text-xs font-medium tracking-wide text-fg-muted uppercase">
            {t('showcase.modal.variants')}
          </span>
          {MODAL_VARIANTS.map((variant) => (
            <Button key={variant} variant="secondary" size="sm" onClick={() => setOpen({ size: 'medium', variant })}>
              {t(`showcase.modal.variant.${variant}`)}
            </Button>
          ))}
        </div>
      </div>
      <Modal
        isOpen={open !== null}
        onClose={close}
        size={open?.size}
        variant={open?.variant}
        title={t('showcase.modal.title', {
          size: t(`showcase.modal.size.${open?.size ?? 'medium'}`),
          variant: t(`showcase.modal.variant.${open?.variant ?? 'default'}`),
        })}
        description={t('showcase.modal.description')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('showcase.modal.cancel')}
            </Button>
            <Button variant={open?.variant === 'danger' ? 'danger' : 'primary'} onClick={close}>
              {t('showcase.modal.ok')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <p className="text-fg-muted">{t('showcase.modal.body')}</p>
          <TextField label={t('showcase.modal.fieldLabel')} placeholder={t('showcase.modal.fieldPlaceholder')} />
        </div>
      </Modal>
    </ShowcaseSection>
  );
}
