import { scenarioPath } from '../../projects';

/**
 * Once the wizard has made the project, its address says so (`/wizard?created=<project>:<episode>`), so a reload
 * while the images are still generating lands in the new episode, whose cards show the work in flight, instead
 * of an empty wizard.
 */
export const CREATED_PARAM = 'created';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CREATED_VALUE = new RegExp(`^(${UUID}):(${UUID})$`, 'i');

/** The search string that marks a created project and episode. */
export function createdSearch(projectId: string, scenarioId: string): string {
  return `?${CREATED_PARAM}=${projectId}:${scenarioId}`;
}

/** The episode a `created` value points to, or null when it is missing or not two ids. */
export function createdScenarioPath(value: string | null): string | null {
  const match = value ? CREATED_VALUE.exec(value) : null;
  return match ? scenarioPath(match[1]!, match[2]!) : null;
}
