import type { EditorTabProps } from '../shell/editorTabs';
import { ScenarioDangerZone } from './ScenarioDangerZone';
import { ScenarioDetailsForm } from './ScenarioDetailsForm';

/** The settings tab of the episode editor: the episode's details and languages, and its danger zone. */
export function ScenarioSettingsTab({ projectId, scenario }: EditorTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <ScenarioDetailsForm key={scenario.id} projectId={projectId} scenario={scenario} />
      <ScenarioDangerZone projectId={projectId} scenario={scenario} />
    </div>
  );
}
