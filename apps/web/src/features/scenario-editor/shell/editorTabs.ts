import type { Scenario } from '@sym/contracts';

/** The episode editor's tabs (spec §2), in the order shown; `?tab=` in the URL keeps the choice on reload. */
export const EDITOR_TABS = ['storyboard', 'timeline', 'script', 'exports', 'settings'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export const DEFAULT_EDITOR_TAB: EditorTab = 'storyboard';

export function parseEditorTab(value: string | null): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? DEFAULT_EDITOR_TAB;
}

/** What every tab of the editor receives. */
export interface EditorTabProps {
  projectId: string;
  scenarioId: string;
  scenario: Scenario;
}
