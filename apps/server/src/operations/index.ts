export { OPERATIONS, findOperation } from './operation-table.ts';
export {
  defineOperation,
  defineUserOperation,
  type Operation,
  type OperationContext,
  type AuthenticatedContext,
  type AuthMode,
  type OperationLogger,
} from './operation.ts';
export { normalizePayload, mergeHttpInput, tierFromHeaders } from './operation-input.ts';
export { callerEntitlement, entitlementOf } from './entitlement.ts';
