import type { AspectRatio, Shot } from '@sym/contracts';

export interface ShotEditorPanelProps {
  projectId: string;
  scenarioId: string;
  shot: Shot;
  aspectRatio: AspectRatio;
  onClose: () => void;
}

/** The editor of the selected shot, beside the storyboard. */
export function ShotEditorPanel({ shot }: ShotEditorPanelProps) {
  return <aside aria-label={`Shot ${shot.sequence}`} />;
}
