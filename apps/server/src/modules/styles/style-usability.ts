import type { StyleModuleRow } from '../../db/schema.ts';

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
