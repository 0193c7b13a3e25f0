import { LIMITS } from '@sym/contracts';

export interface NamedValues {
  name: string;
  description: string;
}

/** Why a field is refused; each reason is an i18n key under projects.validation. */
export type ValidationReason = 'nameRequired' | 'nameTooLong' | 'descriptionTooLong';
export type NamedErrors = Partial<Record<keyof NamedValues, ValidationReason>>;

/**
 * Spec §5: a name has 1-100 characters after trimming; a description at most `descriptionMax`
 * (500 for projects, 1000 for episodes).
 */
export function validateNamed(values: NamedValues, descriptionMax: number = LIMITS.projectDescriptionMax): NamedErrors {
  const errors: NamedErrors = {};
  const name = values.name.trim();
  if (name.length < LIMITS.nameMin) errors.name = 'nameRequired';
  else if (name.length > LIMITS.nameMax) errors.name = 'nameTooLong';
  if (values.description.length > descriptionMax) errors.description = 'descriptionTooLong';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
