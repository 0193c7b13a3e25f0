/** Business constants of spec §9. */

/** The largest whole number a stored count, sequence or offset may be (a PostgreSQL integer). */
export const INTEGER_MAX = 2_147_483_647;
/** The longest a shot may last, in seconds (spec §5: positive; an hour bounds it like a script's target). */
export const SHOT_DURATION_MAX_SECONDS = 3_600;
export const HTTP_TIMEOUT_MS = 60_000;
export const HTTP_TIMEOUT_SHORT_MS = 15_000;
export const SOCKET_RPC_TIMEOUT_MS = 10_000;
/** Socket authentication waits the RPC timeout minus 1 s, at least 1 s. */
export const SOCKET_AUTH_TIMEOUT_MS = Math.max(1_000, SOCKET_RPC_TIMEOUT_MS - 1_000);
export const SOCKET_CONNECT_WAIT_MS = 1_200;
export const SOCKET_RECONNECT_ATTEMPTS = 10;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
export const SOCKET_RPC_ENABLED_DEFAULT = true;
export const SOCKET_RPC_STRICT_DEFAULT = false;

export const JOB_POLL_INTERVAL_MS = 2_000;
export const JOB_POLL_CAP_MS = 5 * 60_000;

export const VIDEO_CACHE_SIZE = 3;
export const VIDEO_LOAD_TIMEOUT_MS = 30_000;
export const VIDEO_CACHE_CLEAR_DELAY_MS = 5_000;
export const VIDEO_MAX_RETRIES = 3;

export const MEMORY_THRESHOLDS_MB = { warning: 100, critical: 200, emergency: 300 } as const;
export const MEMORY_CHECK_INTERVAL_MS = 10_000;
export const CLIENT_LOG_MAX_ENTRIES = 100;
export const TRANSPORT_METRICS_INTERVAL_MS = 30_000;

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const CACHED_TOKEN_REUSE_MS = 5 * 60_000;
export const CACHED_PROFILE_MS = 5 * 60_000;
export const IDP_TOKEN_REQUEST_TIMEOUT_MS = 10_000;
export const IDP_POPUP_TIMEOUT_MS = 60_000;
export const IDP_TOKEN_ATTEMPTS = 3;

export const PRESENCE_ACTIVE_MS = 2 * 60_000;
export const PRESENCE_PRUNE_MS = 5 * 60_000;
/** A visible tab re-reports its activity this often, so a present user never ages out while looking. */
export const PRESENCE_HEARTBEAT_MS = 60_000;
/** A field lock lasts this long unless its holder renews it (a tab closed without a word loses it by then). */
export const FIELD_LOCK_LEASE_MS = 30_000;
/** The holder renews its lock this often (a third of the lease). */
export const FIELD_LOCK_RENEW_MS = 10_000;

export const IMAGE_GENERATING_FLAG_MS = 30_000;
export const USAGE_HISTORY_LIMIT = 10;
export const ASSET_BATCH_SIZE_SOCKET = 10;
export const ASSET_BATCH_SIZE_HTTP = 3;
export const ASSET_BATCH_PAUSE_MS = 50;
export const VARIANT_IMAGE_CHUNK_SIZES = [1, 20, 50] as const;
export const VARIANT_PRELOAD_WITHOUT_SOCKET = 4;

export const VARIANT_SUITE_NAMES = [
  'Reverse Angle',
  '45° Right Angle',
  'Low Angle',
  'Exterior View',
  'Super Wide Exterior',
] as const;
export const CREDITS_PER_IMAGE = 1;
export const CREDIT_SYNC_DELAY_MS = 2_000;
export const SHARE_COPY_CONFIRM_MS = 2_000;

export const AUDIO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const WIZARD_STEPS = 6;
export const ASPECT_RATIOS = ['landscape', 'portrait', 'square'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const HOME_ROUTE = '/projects';
export const PROJECT_SORTS = ['recent', 'name', 'modified', 'custom'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const DEFAULT_PROJECT_SORT: ProjectSort = 'recent';

export const GRID_CARD_SIZE = { min: 220, max: 480, step: 20 } as const;
export const GRID_LAYOUT = { minColumn: 280, gap: 16 } as const;
export const PRESENCE_AVATARS_VISIBLE = { header: 4, elsewhere: 5 } as const;
