export { ApiError, isConflictError, isUnauthorizedError, toApiError, errorMessageOf } from './ApiError';
export type { ClientErrorCode, ApiErrorInit } from './ApiError';
export { reportError, createErrorId } from './reportError';
export { isFeatureRefusal, noticeFeatureRefusal, onFeatureRefusal } from './featureRefusals';
