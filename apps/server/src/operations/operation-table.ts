import type { OperationName } from '@sym/contracts';
import { adminOperations } from './admin.operations.ts';
import { modelsOperations } from './models.operations.ts';
import { analyticsOperations } from './analytics.operations.ts';
import { apiKeyOperations } from './api-keys.operations.ts';
import { assetOperations } from './assets.operations.ts';
import { authOperations } from './auth.operations.ts';
import { commentOperations } from './comments.operations.ts';
import { creditOperations } from './credits.operations.ts';
import { exportOperations } from './exports.operations.ts';
import { generationOperations } from './generation.operations.ts';
import { notificationOperations } from './notifications.operations.ts';
import type { Operation } from './operation.ts';
import { projectOperations } from './projects.operations.ts';
import { recycleBinOperations } from './recycle-bin.operations.ts';
import { reviewOperations } from './reviews.operations.ts';
import { scenarioOperations } from './scenarios.operations.ts';
import { seriesOperations } from './series.operations.ts';
import { shareOperations } from './shares.operations.ts';
import { shotOperations } from './shots.operations.ts';
import { sceneOperations } from './scenes.operations.ts';
import { shotBatchOperations } from './shot-batch.operations.ts';
import { freshnessOperations } from './freshness.operations.ts';
import { socialOperations } from './social.operations.ts';
import { styleOperations } from './styles.operations.ts';
import { storyOperations } from './story.operations.ts';
import { systemOperations } from './system.operations.ts';
import { teamOperations } from './teams.operations.ts';
import { teamCreditOperations } from './team-credits.operations.ts';
import { timelineOperations } from './timeline.operations.ts';
import { userOperations } from './users.operations.ts';
import { whiteLabelOperations } from './white-label.operations.ts';

/**
 * THE table (ARCHITECTURE rule 1): every operation once. To add one: name it in the contracts' action list,
 * give it a REST route in OPERATION_ROUTES if it has one, declare it with defineOperation (defineUserOperation
 * when it needs a signed-in user) in `<domain>.operations.ts`, and list that file's array here. Both transports
 * pick it up.
 */
export const OPERATIONS: readonly Operation[] = [
  ...systemOperations,
  ...authOperations,
  ...socialOperations,
  ...userOperations,
  ...projectOperations,
  ...seriesOperations,
  ...recycleBinOperations,
  ...assetOperations,
  ...scenarioOperations,
  ...shotOperations,
  ...sceneOperations,
  ...shotBatchOperations,
  ...freshnessOperations,
  ...styleOperations,
  ...creditOperations,
  ...generationOperations,
  ...timelineOperations,
  ...storyOperations,
  ...exportOperations,
  ...shareOperations,
  ...commentOperations,
  ...reviewOperations,
  ...notificationOperations,
  ...apiKeyOperations,
  ...whiteLabelOperations,
  ...analyticsOperations,
  ...teamOperations,
  ...teamCreditOperations,
  ...modelsOperations,
  ...adminOperations,
];

function indexByName(operations: readonly Operation[]): ReadonlyMap<OperationName, Operation> {
  const byName = new Map<OperationName, Operation>();
  for (const operation of operations) {
    if (byName.has(operation.name)) throw new Error(`Operation ${operation.name} is declared twice`);
    byName.set(operation.name, operation);
  }
  return byName;
}

const BY_NAME = indexByName(OPERATIONS);

/** The operation for a socket action name, or undefined. */
export function findOperation(name: string): Operation | undefined {
  return BY_NAME.get(name as OperationName);
}
