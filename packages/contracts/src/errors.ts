import type { PasswordFeedback } from './password-policy.ts';

/** Error codes and the texts of spec §8. One mapping from code to HTTP status and message. */
export const ErrorCode = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A write over a newer version than the one the client edited; the answer carries the current entity. */
  CONFLICT: 'CONFLICT',
  SERVER_ERROR: 'SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVER_ERROR: 500,
};

export const ERROR_MESSAGE: Record<ErrorCode, string> = {
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
  VALIDATION_ERROR: 'Validation error',
  RATE_LIMITED: 'Rate limited',
  CONFLICT: 'Someone else changed this in the meantime',
  SERVER_ERROR: 'Server error',
};

/** Maps an HTTP status back to its code (used by clients reading a bare status). */
export function errorCodeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? ErrorCode.SERVER_ERROR;
}

/** One field problem inside a 422 answer. */
export interface FieldError {
  field: string;
  /** The English text, shown as 'field: message'. */
  message: string;
  /** Why, as a stable code the browser may word in the user's language (a PASSWORD_REFUSAL for passwords). */
  code?: string;
  /** On a password refused as too weak: zxcvbn's score and its feedback as translation keys. */
  feedback?: PasswordFeedback;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
  errorId?: string;
  /** `message` as a code of SERVER_MESSAGES with its parameters (limits, credits), for the browser to translate. */
  messageCode?: string;
  messageParams?: Record<string, string | number>;
  /** On a 409 CONFLICT: the entity as it is now, so the client can offer "keep mine" or "take theirs". */
  current?: unknown;
  /**
   * On a 409 CONFLICT of a write checked field by field (`base`): the fields someone else changed to another value
   * since the client read them. Absent on a conflict of expectedUpdatedAt (the whole entity's version).
   */
  conflictFields?: string[];
}

export const CLIENT_MESSAGES = {
  networkError: 'Network error',
  networkErrorLong: 'Network error. Please check your connection.',
  operationFailed: (operation: string) => `${operation} failed. Please try again.`,
  genericError: 'An error occurred',
} as const;

export const SOCKET_MESSAGES = {
  notRegistered: 'Socket service not registered',
  authTimeout: 'Socket authentication timeout',
  authFailed: 'Socket authentication failed',
  rpcTimeout: (action: string) => `RPC timeout for action ${action}`,
  rpcError: 'RPC error',
  handlerNotRegistered: 'Socket RPC handler not registered',
  /** A collaboration event for a project the socket has not joined (or was taken out of). */
  notInProject: 'Join the project first',
  fieldLocked: (holder: string) => `This field is being edited by ${holder}`,
  notLockHolder: 'Only the holder can release this lock',
  /** A presentation update from a socket that is not presenting that episode (never started, or taken over). */
  notPresenting: 'Start presenting this episode first',
} as const;

export const REFRESH_MESSAGES = {
  noRefreshToken: 'No refresh token available',
  refreshFailed: 'Token refresh failed',
} as const;

export const DOMAIN_MESSAGES = {
  projectNotFound: 'Project not found',
  scenarioNotFound: 'Episode not found',
  assetNotFound: 'Asset not found',
  variantSuiteLocationOnly: 'Variant suite is only available for location assets',
  noAssetOrVariant: 'No asset or variant selected',
  invalidRequest: 'Invalid request',
  cancelled: 'Cancelled',
  purchaseFailed: 'Purchase failed',
  subscriptionUpgradeFailed: 'Subscription upgrade failed',
  failedTo: (action: string) => `Failed to ${action}`,
  authNotConfigured: 'Auth service not configured',
  purchaseNeedsAmount: 'purchaseCredits requires a numeric amount',
  emailTaken: 'Email is already registered',
  invalidCredentials: 'Invalid email or password',
  /** Sign-up with a password from the common-password list (ASVS 2.1.7); shown under the password field. */
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess',
} as const;

export type SocialProvider = 'google' | 'github' | 'facebook' | 'twitter';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'facebook', 'twitter'];
export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'Github',
  facebook: 'Facebook',
  twitter: 'Twitter',
};
/** The "unsupported social login" text of spec §8 for one provider. */
export function unsupportedSocialLoginMessage(provider: SocialProvider): string {
  return `${SOCIAL_PROVIDER_LABEL[provider]} login is not supported`;
}

/** Formats an error the way spec §8 shows it: VALIDATION_ERROR adds ' - field: message, ...'. */
export function formatApiError(error: Partial<ApiErrorBody> | undefined): string {
  if (!error) return CLIENT_MESSAGES.genericError;
  const message = error.message || CLIENT_MESSAGES.genericError;
  if (error.code === ErrorCode.VALIDATION_ERROR && error.details?.length) {
    return `${message} - ${error.details.map((d) => `${d.field}: ${d.message}`).join(', ')}`;
  }
  return message;
}

export const BOUNDARY_TEXT = {
  app: { title: 'Something went wrong', message: "We're sorry, but something unexpected happened." },
  route: { title: 'Page Error', message: 'This page encountered an unexpected error and could not be displayed.' },
  feature: { title: 'Feature Error', message: 'This feature encountered an error.' },
  featureMinimal: { message: 'This feature is temporarily unavailable.' },
  loading: { title: 'Loading Error', message: (operation: string) => `Failed to load ${operation}.` },
  video: {
    title: 'Video Error',
    message: 'Something went wrong with the video player.',
    exhausted: 'Maximum retry attempts reached. Please refresh the page.',
  },
} as const;
