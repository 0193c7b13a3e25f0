import type { z } from 'zod';
import { analyticsContracts } from './analytics.ts';
import { adminContracts } from './admin.ts';
import { apiKeysContracts } from './api-keys.ts';
import { assetsContracts } from './assets.ts';
import { authContracts } from './auth.ts';
import { passwordContracts } from './passwords.ts';
import { creditsContracts } from './credits.ts';
import type { OperationContract } from './define.ts';
import { exportsContracts } from './exports.ts';
import { generationContracts } from './generation.ts';
import { projectsContracts } from './projects.ts';
import { recycleBinContracts } from './recycle-bin.ts';
import { scenariosContracts } from './scenarios.ts';
import { seriesContracts } from './series.ts';
import { seriesBibleContracts } from './series-bible.ts';
import { sharesContracts } from './shares.ts';
import { reviewsContracts } from './reviews.ts';
import { notificationsContracts } from './notifications.ts';
import { scenesContracts } from './scenes.ts';
import { shotBatchContracts } from './shot-batch.ts';
import { freshnessContracts } from './freshness.ts';
import { shotsContracts } from './shots.ts';
import { socialContracts } from './social.ts';
import { storyContracts } from './story.ts';
import { stylesContracts } from './styles.ts';
import { systemContracts } from './system.ts';
import { timelineContracts } from './timeline.ts';
import { teamsContracts } from './teams.ts';
import { usersContracts } from './users.ts';
import { whiteLabelContracts } from './white-label.ts';
import { modelsContracts } from './models.ts';

/**
 * Every operation once, grouped by domain (the group is its tag in the API reference). To add an operation:
 * one entry in `operations/<domain>.ts` here and one handler in the server's `<domain>.operations.ts`.
 */
export const OPERATION_GROUPS = {
  system: systemContracts,
  auth: { ...authContracts, ...passwordContracts },
  social: socialContracts,
  users: usersContracts,
  projects: projectsContracts,
  series: { ...seriesContracts, ...seriesBibleContracts },
  recycleBin: recycleBinContracts,
  assets: assetsContracts,
  scenarios: scenariosContracts,
  shots: shotsContracts,
  shotBatch: shotBatchContracts,
  freshness: freshnessContracts,
  scenes: scenesContracts,
  styles: stylesContracts,
  credits: creditsContracts,
  generation: generationContracts,
  timeline: timelineContracts,
  story: storyContracts,
  exports: exportsContracts,
  shares: sharesContracts,
  reviews: reviewsContracts,
  notifications: notificationsContracts,
  apiKeys: apiKeysContracts,
  teams: teamsContracts,
  analytics: analyticsContracts,
  whiteLabel: whiteLabelContracts,
  models: modelsContracts,
  admin: adminContracts,
} as const;

export const OPERATION_CONTRACTS = {
  ...systemContracts,
  ...authContracts,
  ...passwordContracts,
  ...socialContracts,
  ...usersContracts,
  ...projectsContracts,
  ...seriesContracts,
  ...seriesBibleContracts,
  ...recycleBinContracts,
  ...assetsContracts,
  ...scenariosContracts,
  ...shotsContracts,
  ...shotBatchContracts,
  ...freshnessContracts,
  ...scenesContracts,
  ...stylesContracts,
  ...creditsContracts,
  ...generationContracts,
  ...timelineContracts,
  ...storyContracts,
  ...exportsContracts,
  ...sharesContracts,
  ...reviewsContracts,
  ...notificationsContracts,
  ...apiKeysContracts,
  ...teamsContracts,
  ...analyticsContracts,
  ...whiteLabelContracts,
  ...modelsContracts,
  ...adminContracts,
};

type Contracts = typeof OPERATION_CONTRACTS;
/** An operation's name: its socket RPC action. */
export type OperationName = keyof Contracts;
/** What a caller sends to an operation (before defaults and transforms). */
export type OperationInput<N extends OperationName> = z.input<Contracts[N]['input']>;
/** What the handler receives (after validation). */
export type OperationParsedInput<N extends OperationName> = z.output<Contracts[N]['input']>;
/** What `data` of an operation's success envelope holds. */
export type OperationOutput<N extends OperationName> = z.output<Contracts[N]['output']>;

export const OPERATION_NAMES = Object.keys(OPERATION_CONTRACTS) as OperationName[];

/** The contract of an operation name, or undefined for a name that is not one. */
export function contractOf(name: string): OperationContract | undefined {
  return Object.hasOwn(OPERATION_CONTRACTS, name) ? OPERATION_CONTRACTS[name as OperationName] : undefined;
}

export * from './define.ts';
export * from './operation-routes.ts';
export * from './json-schema.ts';
export * from './uploads.ts';
