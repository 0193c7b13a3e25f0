import { LIMITS } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import type { ValidationReason } from '../utils/formValidation';

/** Turns a validation reason into its text; `descriptionMax` fills the description limit. */
export function useValidationText() {
  const { t } = useTranslation();
  return (reason: ValidationReason, descriptionMax: number = LIMITS.projectDescriptionMax): string => {
    switch (reason) {
      case 'nameRequired':
        return t('projects.validation.nameRequired');
      case 'nameTooLong':
        return t('projects.validation.nameTooLong', { max: LIMITS.nameMax });
      case 'descriptionTooLong':
        return t('projects.validation.descriptionTooLong', { max: descriptionMax });
    }
  };
}
