import type { ScenePlan } from '@sym/contracts';

// One line of what a shot's picture shows, from its scene plan, in the order "What was drawn" gives it: place,
// time and weather, then each figure (kind, action, what it holds) and each prop not held, then the style.

export function sceneLine(scene: ScenePlan | null | undefined): string {
  if (!scene) return 'no scene plan';
  const { setting, figures, props } = scene;
  const place = [setting.name || setting.place, setting.interior ? 'inside' : 'outside', ...setting.details].join(', ');
  const nameOf = (key: string | null) => props.find((prop) => prop.key === key)?.name;
  const who = figures.map((figure) => {
    const kind = figure.kind === 'animal' ? figure.species : figure.kind;
    const holds = nameOf(figure.holds);
    return `${figure.name} (${kind}, ${figure.action}${holds ? `, holding ${holds}` : ''})`;
  });
  const what = props.filter((prop) => !prop.heldBy).map((prop) => `${prop.name} (${prop.position})`);
  const style = [scene.style.presetId, scene.style.text].filter(Boolean).join(' + ');
  return [
    `${place}; ${scene.time}, ${scene.weather}`,
    who.length > 0 ? who.join(', ') : 'no figures',
    what.length > 0 ? what.join(', ') : null,
    style ? `style ${style}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
