import { PROJECT_MESSAGES } from '@sym/contracts';
import type { StyleModuleRow } from '../../db/schema.ts';
import { assertReferencedIds, type ReferenceRule } from '../referenced-ids.ts';
import type { StyleRepository } from './style.repository.ts';

/** Who a picture is made for: the project it belongs to and the users whose libraries it may draw on. */
export interface StyleScope {
  /** Null while the project is being created: only the users' libraries count. */
  projectId: string | null;
  /** The project's owner and the acting user (a collaborator's own library counts for what they attach). */
  userIds: readonly string[];
}

/**
 * Whether a style module may style pictures of this project: the project's own modules, or a module of the
 * global library of one of the scope's users. Any other id (another user's module, another project's) is
 * treated as unknown, so an attached id never reads someone else's reference image.
 */
export function isStyleModuleUsable(module: StyleModuleRow, scope: StyleScope): boolean {
  if (module.projectId !== null) return module.projectId === scope.projectId;
  return scope.userIds.includes(module.userId);
}

/** The rule for style module ids in an input: usable by the scope (as above), else 422 'Style module not found'. */
export function styleModuleRule(styles: Pick<StyleRepository, 'usableIds'>, field: string): ReferenceRule<StyleScope> {
  return { field, message: PROJECT_MESSAGES.styleModuleNotFound, lookup: (scope, ids) => styles.usableIds(scope, ids) };
}

/**
 * Refuses (422 on `field`, 'Style module not found') any of `moduleIds` the scope may not use — unknown, another
 * user's library, another project's — by the same rule for a project's, an episode's and an asset's modules.
 * `alreadyAttached` ids are not checked again: a module that became unusable since (a collaborator left) is
 * skipped when drawing, and a save that keeps it must not fail.
 */
export async function assertUsableStyleModules(
  styles: Pick<StyleRepository, 'usableIds'>,
  moduleIds: readonly string[],
  scope: StyleScope,
  options: { field: string; alreadyAttached?: readonly string[] },
): Promise<void> {
  await assertReferencedIds(styleModuleRule(styles, options.field), scope, moduleIds, options.alreadyAttached);
}
