import {
  featureRefusalMessage,
  isFeatureEnabled,
  isProfessionalFeature,
  missingGate,
  type Feature,
  type OperationContract,
  type ServerMessageCode,
  type TierConfig,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';

/**
 * The 403 of a professional feature the caller's edition lacks (spec §6): 'Upgrade to Motion Maker Pro to use …'
 * as a server message the browser translates, or the gate's own words (script upload).
 */
export function featureRefusal(feature: Feature, message?: ServerMessageCode): AppError {
  // Every edition has the base features; a gate on one of them can only be refused by a narrower future tier.
  if (!isProfessionalFeature(feature)) return new AppError('FORBIDDEN');
  return AppError.withMessage('FORBIDDEN', featureRefusalMessage(feature, message));
}

/** Refuses (403) when the entitlement lacks the feature: the realtime layer's and the downloads' guard. */
export function assertFeature(entitlement: TierConfig, feature: Feature): void {
  if (!isFeatureEnabled(entitlement, feature)) throw featureRefusal(feature);
}

/**
 * The operations' guard (feature-gates.ts): the first of the contract's gates that applies to this parsed input and
 * that the entitlement lacks refuses the call, before the handler sees it.
 */
export function assertOperationGates(contract: OperationContract, input: unknown, entitlement: TierConfig): void {
  const gate = missingGate(contract, input, entitlement);
  if (gate) throw featureRefusal(gate.feature, gate.message);
}
