/** Screens of one project (the header's tabs live in the shell; these are the links this feature needs). */
export function projectPath(projectId: string, section: 'scenarios' | 'settings' = 'scenarios'): string {
  return `/projects/${encodeURIComponent(projectId)}/${section}`;
}

export function scenarioPath(projectId: string, scenarioId: string): string {
  return `${projectPath(projectId)}/${encodeURIComponent(scenarioId)}`;
}

/** The story wizard ("Start from a story"), an entry point of the project list. */
export const STORY_WIZARD_PATH = '/wizard';
