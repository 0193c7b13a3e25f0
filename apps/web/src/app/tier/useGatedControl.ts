import { featureOfControl, type GatedControl, type ProfessionalFeature } from '@sym/contracts';
import { useTier } from './useTier';

export interface GatedControlState {
  /** The caller's edition (their own tier or the site's) has the feature the control needs. */
  isEnabled: boolean;
  /** The professional feature behind the control (what an upgrade prompt names). */
  feature: ProfessionalFeature;
}

/** Whether a control of the feature gate table (contracts' feature-gates.ts) shows for this user, and its feature. */
export function useGatedControl(control: GatedControl): GatedControlState {
  const { isFeatureEnabled } = useTier();
  const feature = featureOfControl(control);
  return { isEnabled: isFeatureEnabled(feature), feature };
}
