import type { ServerMessageParams } from './rpc.ts';

/**
 * Texts the server makes for users (credit usage lines, job failures, limit refusals), by code. The API sends the
 * English text (spec fields such as `description`, `error`, `message` keep it) and beside it the code with its
 * parameters, which the browser translates (`serverMessages.<code>` in every locale). `{name}` marks a parameter.
 */
const LIMIT_WORDING = {
  projects: { label: 'Project', plural: 'projects', scope: '' },
  collaborators: { label: 'Collaborator', plural: 'collaborators', scope: ' per project' },
  scenariosPerProject: { label: 'Episode', plural: 'episodes', scope: ' per project' },
  assetsPerProject: { label: 'Asset', plural: 'assets', scope: ' per project' },
  imagesPerMonth: { label: 'Image', plural: 'images', scope: ' per month' },
  videosPerMonth: { label: 'Video', plural: 'videos', scope: ' per month' },
  storageGb: { label: 'Storage', plural: 'GB', scope: ' GB' },
} as const;
export type WordedLimit = keyof typeof LIMIT_WORDING;
export const WORDED_LIMITS = Object.keys(LIMIT_WORDING) as WordedLimit[];

type LimitCodes<Prefix extends string> = { [K in WordedLimit as `${Prefix}.${K}`]: string };

function limitTemplates<Prefix extends string>(prefix: Prefix, offer: (plural: string) => string) {
  return Object.fromEntries(
    WORDED_LIMITS.map((key) => {
      const { label, plural, scope } = LIMIT_WORDING[key];
      return [`${prefix}.${key}`, `${label} limit reached ({limit}${scope} on {tier}).${offer(plural)}`];
    }),
  ) as LimitCodes<Prefix>;
}

/**
 * The professional features (spec §6) by the words the upgrade refusal names them with, mid-sentence. Keyed by
 * feature flag; the codes are `featureName.<flag>`.
 */
export const FEATURE_NAMES = {
  collaboration: 'live collaboration',
  batch_operations: 'batch operations',
  analytics: 'analytics',
  api_access: 'API access',
  advanced_export: 'advanced export',
  custom_models: 'custom models',
  team_management: 'teams',
  white_label: 'white label',
  script_upload: 'script upload',
  scene_grouping: 'scene grouping',
  lipsync: 'lip sync',
  custom_voices: 'custom voices',
  multi_lang: 'multiple languages',
  advanced_editor: 'the advanced editor',
} as const;
export type NamedFeature = keyof typeof FEATURE_NAMES;

type FeatureNameCodes = { [K in NamedFeature as `featureName.${K}`]: (typeof FEATURE_NAMES)[K] };

function featureNames(): FeatureNameCodes {
  return Object.fromEntries(
    Object.entries(FEATURE_NAMES).map(([feature, name]) => [`featureName.${feature}`, name]),
  ) as FeatureNameCodes;
}

export const SERVER_MESSAGES = {
  // Credit usage history: the description of a ledger entry.
  'usage.monthlyAllocation': '{plan} monthly allocation',
  'usage.upgradeAllocation': '{plan} upgrade: allocation difference',
  'usage.purchase': 'Purchased {credits} credits — {reference}',
  'usage.shotImage': 'Image: shot {shot}',
  'usage.shotVideo': 'Video: shot {shot}',
  'usage.shotLipsync': 'Lip-sync: shot {shot}',
  'usage.variantImage': 'Image: {asset} — {variant}',
  'usage.previewImage': 'Image: {name}',
  'usage.voiceClip': 'Voice: {text}',
  /** `reason` is a job failure; its code and parameters come along as `reasonCode` and the rest. */
  'usage.refund': 'Refund: {reason}',
  // Why a generation job failed.
  'job.cancelled': 'Cancelled',
  'job.imageFailed': 'Failed to generate image. Please try again.',
  'job.videoFailed': 'Failed to generate video. Please try again.',
  'job.speechFailed': 'Failed to generate speech. Please try again.',
  'job.lipsyncFailed': 'Failed to generate lipsync. Please try again.',
  'job.textFailed': 'Failed to generate text. Please try again.',
  'job.unknownTarget': 'Unknown generation target',
  'job.fileMissing': 'A file this generation needs is missing',
  'job.projectGone': 'The project of this generation is gone',
  'job.shotNotFound': 'Shot not found',
  'job.assetNotFound': 'Asset not found',
  'job.variantNotFound': 'Variant not found',
  'job.needsImage': 'Generate an image for this shot first',
  'job.voiceClipEmpty': 'The voice clip has no text to speak',
  'job.voiceClipChanged': 'The voice clip was removed or changed meanwhile',
  /** A take whose bytes equal an earlier take of the same shot or variant: its credits are given back. */
  'job.repeatTake': 'Same picture as an earlier take: not charged',
  /** A queued job whose stored request its kind's payload schema rejects: it fails, and its credits go back. */
  'job.invalidPayload': 'The request of this job could not be read',
  // Why an export failed (EXPORT_MESSAGES.exportFailed with the reasons the export runner names).
  'export.failed': 'Export failed: {error}',
  'export.ffmpegSpawn': 'ffmpeg could not be started',
  'export.ffmpegRender': 'ffmpeg could not render the episode',
  'export.keptStopping': 'the render kept stopping',
  // The built-in payment provider of self-hosted instances, and refused payments.
  'payment.selfHostedName': 'Self-hosted instance (no payment)',
  'payment.selfHostedSelfService':
    'This instance takes no payments: credits and plans you ask for are granted at once by the instance itself.',
  'payment.selfHostedAdminOnly': 'This instance takes no payments: its administrator grants credits and plans.',
  'payment.selfHostedReference': 'Granted by this self-hosted instance (no payment taken)',
  'payment.adminOnly': 'Credits on this instance are granted by its administrator',
  'credits.purchaseRefused': 'Purchase failed: {reason}',
  'credits.upgradeRefused': 'Subscription upgrade failed: {reason}',
  // Refusals for limits.
  'credits.insufficient': 'Not enough credits. You need {needed} credits and have {balance}.',
  ...limitTemplates('limitReached', () => ''),
  ...limitTemplates('limitUpgradeUnlimited', (plural) => ` Upgrade to {pro} for unlimited ${plural}.`),
  ...limitTemplates('limitUpgradeUpTo', (plural) => ` Upgrade to {pro} for up to {proLimit} ${plural}.`),
  // Site administration (issue 33): registration refused by the site's mode, a disabled account, non-administrators.
  'registration.closed': 'Registration is closed on this site',
  'registration.inviteOnly': 'Registration on this site is by invitation only: ask a team owner to invite this e-mail',
  'account.disabled': 'This account has been disabled. Contact the site administrator.',
  'admin.only': 'Only site administrators can do this',
  // Teams (issue 33): a team's plan holds so many members, open invitations included.
  'team.seatsFull': 'Seat limit reached ({limit} seats on {plan}). Upgrade your plan to add more members.',
  /** A team member whose role may not edit (TEAM_MESSAGES.readOnlyRole): `role` is the role's name. */
  'team.readOnlyRole': 'Your role in this team ({role}) cannot edit. Ask an owner or admin for the editor role.',
  // Refusals of a professional feature (feature-gates.ts): `featureCode` names the feature's own code below.
  'feature.upgrade': 'Upgrade to {edition} to use {feature}.',
  /** Spec §8's own words for a script file uploaded on the base edition. */
  'feature.scriptUpload': 'Script upload is a MotionMaker feature',
  ...featureNames(),
  /** Any other text (an administrator's note, a provider's own words): shown as it is. */
  text: '{text}',
} as const satisfies Record<string, string>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** A server text as a code with parameters, and the English text it stands for. */
export interface ServerMessage {
  code: ServerMessageCode;
  params: ServerMessageParams;
  text: string;
}

export function isServerMessageCode(value: unknown): value is ServerMessageCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);
}

/** The English text of a code: `{name}` filled from params (a missing one stays as written). */
export function serverMessageText(code: ServerMessageCode, params: ServerMessageParams = {}): string {
  return SERVER_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Builds a message from its code and parameters. */
export function serverMessage(code: ServerMessageCode, params: ServerMessageParams = {}): ServerMessage {
  return { code, params, text: serverMessageText(code, params) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parameters that are always whole numbers ('Image: shot 3' is a shot; 'Image: shot of a cat' a preview). */
const NUMERIC_PARAMS = new Set(['shot', 'credits', 'limit', 'proLimit', 'needed', 'balance']);

const PATTERNS = (Object.keys(SERVER_MESSAGES) as ServerMessageCode[])
  .filter((code) => code !== 'text')
  .map((code) => {
    const names: string[] = [];
    const source = SERVER_MESSAGES[code]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return NUMERIC_PARAMS.has(name) ? '(-?\\d+)' : '([\\s\\S]+?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`) };
  });

/** Parameters that are server texts themselves: parsed too, their code passed as `<name>Code`. */
const NESTED_PARAMS: Partial<Record<ServerMessageCode, string>> = {
  'usage.refund': 'reason',
  'usage.purchase': 'reference',
  'credits.purchaseRefused': 'reason',
  'credits.upgradeRefused': 'reason',
  'export.failed': 'error',
  'feature.upgrade': 'feature',
};

const asParam = (value: string): string | number => (/^-?\d+$/.test(value) ? Number(value) : value);

/**
 * The code and parameters of a server text, also of one stored before codes existed (the texts were the same);
 * an unknown text becomes `text` with the text itself. Nested texts (a refund's reason) are parsed too (`reasonCode`).
 */
export function parseServerMessage(text: string): ServerMessage {
  for (const { code, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: ServerMessageParams = {};
    names.forEach((name, index) => (params[name] = asParam(match[index + 1]!)));
    const nested = NESTED_PARAMS[code];
    if (nested) {
      const inner = parseServerMessage(String(params[nested]));
      Object.assign(params, { ...inner.params, [nested]: inner.text, [`${nested}Code`]: inner.code });
    }
    return { code, params, text };
  }
  return { code: 'text', params: { text }, text };
}
