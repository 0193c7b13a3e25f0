import { isMediaAddress, type OperationContract } from '@sym/contracts';

// What the values of the API document's example inputs stand for: the kind of record (or token) an example id
// names, read from the field that carries it and the operation's route, so a new operation needs no entry here
// unless it brings a new kind of field.

/** A kind of thing an example input names, which the test world makes for real. */
export type ExampleKind =
  | 'project'
  | 'binnedProject'
  | 'seriesProject'
  | 'bibleAsset'
  | 'series'
  | 'scenario'
  | 'binnedScenario'
  | 'shot'
  | 'scene'
  | 'shotImage'
  | 'shotVideo'
  | 'asset'
  | 'variant'
  | 'variantImage'
  | 'modification'
  | 'style'
  | 'track'
  | 'voiceClip'
  | 'voiceSample'
  | 'workflow'
  | 'export'
  | 'share'
  | 'apiKey'
  | 'session'
  | 'job'
  | 'collaborator'
  | 'account'
  | 'refreshToken'
  | 'undoToken'
  | 'resetToken'
  | 'socialCode'
  | 'socialState'
  | 'socialIssuer'
  | 'media'
  | 'version'
  | 'review'
  | 'reviewToken'
  | 'comment'
  | 'notification'
  | 'team'
  | 'teamMember'
  | 'teamInvitation'
  | 'invitationToken'
  | 'user';

/** The kind of `id` by the resource its route names it in (the segment before `:id`). */
const ID_BY_SEGMENT: Record<string, ExampleKind> = {
  projects: 'project',
  series: 'series',
  scenarios: 'scenario',
  assets: 'asset',
  'style-modules': 'style',
  'api-keys': 'apiKey',
  teams: 'team',
  users: 'user',
};

const KIND_BY_FIELD: Record<string, ExampleKind> = {
  projectId: 'project',
  seriesId: 'series',
  shotId: 'shot',
  shotIds: 'shot',
  sceneId: 'scene',
  sceneIds: 'scene',
  locationAssetId: 'asset',
  assetId: 'asset',
  assets: 'asset',
  assetIds: 'asset',
  selectedVariants: 'variant',
  variantId: 'variant',
  generationIds: 'variant',
  genId: 'shotImage',
  videoGenerationId: 'shotVideo',
  imageId: 'variantImage',
  modificationId: 'modification',
  trackId: 'track',
  tracks: 'track',
  clipId: 'voiceClip',
  sampleId: 'voiceSample',
  workflowId: 'workflow',
  exportId: 'export',
  shareId: 'share',
  sessionId: 'session',
  jobId: 'job',
  collaboratorId: 'collaborator',
  email: 'account',
  refreshToken: 'refreshToken',
  undo: 'undoToken',
  expectedUpdatedAt: 'version',
  reviewId: 'review',
  commentId: 'comment',
  parentId: 'comment',
  invitationId: 'teamInvitation',
  mergeInto: 'bibleAsset',
  teamId: 'team',
};

/** Fields whose names are too plain to mean one thing everywhere: their kind holds under the auth routes only. */
const AUTH_KIND_BY_FIELD: Record<string, ExampleKind> = {
  token: 'resetToken',
  code: 'socialCode',
  state: 'socialState',
  iss: 'socialIssuer',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path of a contract's main route ('' for a socket-only operation). */
export const pathOf = (contract: OperationContract) => contract.http?.path ?? '';

/** The path parameter a DELETE removes: its last one (`/api/scenarios/:id/shots/:shotId` → shotId). */
export function targetField(contract: OperationContract): string | undefined {
  return [...pathOf(contract).matchAll(/:(\w+)/g)].at(-1)?.[1];
}

/**
 * The kind of a string in an example input, from its field (for array items: the array's field) and the
 * operation; undefined for plain values (names, texts, enums). Throws for an id-like value of no known kind, so
 * an operation with a new kind of id fails loudly instead of calling with the document's made-up id.
 */
export function kindOf(
  contract: OperationContract,
  field: string,
  value: string,
  input: Record<string, unknown>,
): ExampleKind | undefined {
  const path = pathOf(contract);
  if (field === 'id') {
    if (path.startsWith('/api/recycle-bin/')) return input.type === 'project' ? 'binnedProject' : 'binnedScenario';
    if (path.includes('/bible/')) return 'seriesProject';
    const owner = /\/([\w-]+)\/:id(?:\/|$)/.exec(path)?.[1];
    if (owner && ID_BY_SEGMENT[owner]) return ID_BY_SEGMENT[owner];
  }
  if (field === 'generationId') return path.startsWith('/api/scenarios') ? 'shotImage' : 'variant';
  if (field === 'token' && path.startsWith('/api/public/reviews/')) return 'reviewToken';
  if (field === 'ids' && path.startsWith('/api/notifications')) return 'notification';
  if (field === 'token' && path.startsWith('/api/invitations/')) return 'invitationToken';
  if (field === 'userId' && path.startsWith('/api/teams/')) return 'teamMember';
  const kind = KIND_BY_FIELD[field] ?? (path.startsWith('/api/auth/') ? AUTH_KIND_BY_FIELD[field] : undefined);
  if (kind) return kind;
  if (isMediaAddress(value)) return 'media';
  if (UUID.test(value)) throw new Error(`${path} ${field}: '${value}' looks like an id of no known kind`);
  return undefined;
}

/** Each object in the examples' answers under its own id, so the world can copy a record's links and kind. */
export type ExampleEntities = Map<string, Record<string, unknown>[]>;

const OWN_ID_FIELDS = ['id', '_id', 'shareId', 'exportId', 'sessionId', 'jobId'] as const;

/** Indexes every object of the example answers by its own id (the first of OWN_ID_FIELDS it has). */
export function indexExampleEntities(contracts: readonly OperationContract[]): ExampleEntities {
  const entities: ExampleEntities = new Map();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const ownField = OWN_ID_FIELDS.find((field) => typeof record[field] === 'string');
    if (ownField) {
      const id = record[ownField] as string;
      entities.set(id, [...(entities.get(id) ?? []), record]);
    }
    Object.values(record).forEach(visit);
  };
  contracts.forEach((contract) => visit(contract.example?.output));
  return entities;
}

/** The documented record with this id that has `field` (ids are reused across kinds in the examples). */
export function entityWith(entities: ExampleEntities, id: string, field: string): Record<string, unknown> | undefined {
  return entities.get(id)?.find((record) => record[field] !== undefined && record[field] !== null);
}
