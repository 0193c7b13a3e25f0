import { useTier } from './useTier';

interface BrandTitleProps {
  size?: 'md' | 'lg';
}

/** "Sym Studio" / "Motion Maker Studio" with the accent word in the accent colour. */
export function BrandTitle({ size = 'md' }: BrandTitleProps) {
  const { brand } = useTier();
  return (
    <span
      className={`inline-flex items-center gap-2 font-semibold tracking-tight ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
    >
      <span
        aria-hidden="true"
        className={`grid place-items-center rounded-lg bg-accent font-bold text-on-accent ${size === 'lg' ? 'size-9 text-lg' : 'size-7 text-sm'}`}
      >
        {brand.name.charAt(0)}
      </span>
      <span className="text-fg">
        {brand.name} <span className="text-accent">{brand.accent}</span>
      </span>
    </span>
  );
}
