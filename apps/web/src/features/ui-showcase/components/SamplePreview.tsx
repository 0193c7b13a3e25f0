import { Icon } from '../../../ui';
import type { SampleItem } from '../sampleItems';

const KIND_ICONS = { character: 'sparkles', location: 'home', prop: 'film' } as const;

/** Gradient stand-in for a generated image. */
export function SamplePreview({ item }: { item: SampleItem }) {
  return (
    <div
      className="grid size-full place-items-center text-white/85"
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${item.hue} 70% 55%), hsl(${(item.hue + 40) % 360} 65% 32%))`,
      }}
    >
      <Icon name={KIND_ICONS[item.kind]} className="size-1/4 max-h-10 max-w-10 drop-shadow" />
    </div>
  );
}
