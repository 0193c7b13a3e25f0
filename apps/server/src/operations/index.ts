export { OPERATIONS, findOperation } from './operation-table.ts';
export {
  defineOperation,
  type Operation,
  type OperationContext,
  type AuthenticatedContext,
  type OperationLogger,
} from './operation.ts';
export { normalizePayload, mergeHttpInput, tierFromHeaders } from './operation-input.ts';
export { callerEntitlement, entitlementOf } from './entitlement.ts';
