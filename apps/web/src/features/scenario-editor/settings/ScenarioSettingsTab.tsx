import { EditableArea } from '../../teams';
import type { EditorTabProps } from '../shell/editorTabs';
import { ScenarioDangerZone } from './ScenarioDangerZone';
import { ScenarioDetailsForm } from './ScenarioDetailsForm';

/** The settings tab of the episode editor: the episode's details and languages, and its danger zone. */
export function ScenarioSettingsTab({ projectId, scenario }: EditorTabProps) {
  return (
    <div className="flex flex-col gap-6">
      <EditableArea>
        <ScenarioDetailsForm key={scenario.id} projectId={projectId} scenario={scenario} />
        <ScenarioDangerZone projectId={projectId} scenario={scenario} />
      </EditableArea>
    </div>
  );
}
