import { PROJECT_MESSAGES } from '@sym/contracts';
import type { StyleModuleRow } from '../../db/schema.ts';
import { validationError } from '../../errors/app-error.ts';

/** Who a picture is made for: the project it belongs to and the users whose libraries it may draw on. */
export interface StyleScope {
  projectId: string;
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

/**
 * Refuses (422 on `field`, 'Style module not found') any of `moduleIds` the scope may not use — unknown, another
 * user's library, another project's — by the same rule as an episode's module. `alreadyAttached` ids are not
 * checked again: a module that became unusable since (a collaborator left) is skipped when drawing, and a save
 * that keeps it must not fail.
 */
export async function assertUsableStyleModules(
  styles: { findById(id: string): Promise<StyleModuleRow | undefined> },
  moduleIds: readonly string[],
  scope: StyleScope,
  options: { field: string; alreadyAttached?: readonly string[] },
): Promise<void> {
  const kept = new Set(options.alreadyAttached ?? []);
  const added = [...new Set(moduleIds)].filter((id) => !kept.has(id));
  const modules = await Promise.all(added.map((id) => styles.findById(id)));
  if (modules.some((module) => !module || !isStyleModuleUsable(module, scope))) {
    throw validationError(options.field, PROJECT_MESSAGES.styleModuleNotFound);
  }
}
