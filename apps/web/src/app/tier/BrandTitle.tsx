import { resolveMediaUrl } from '../../lib/transport';
import { useTier } from './useTier';

interface BrandTitleProps {
  size?: 'md' | 'lg';
}

/**
 * "Sym Studio" / "Motion Maker Studio" with the accent word in the accent colour; a white label's logo and product
 * name where one applies.
 */
export function BrandTitle({ size = 'md' }: BrandTitleProps) {
  const { brand } = useTier();
  const isLarge = size === 'lg';
  return (
    <span
      className={`inline-flex items-center gap-2 font-semibold tracking-tight ${isLarge ? 'text-2xl' : 'text-base'}`}
    >
      {brand.logoUrl ? (
        <img
          src={resolveMediaUrl(brand.logoUrl)}
          alt=""
          className={`w-auto object-contain ${isLarge ? 'h-9 max-w-40' : 'h-7 max-w-32'}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`grid place-items-center rounded-lg bg-accent font-bold text-on-accent ${isLarge ? 'size-9 text-lg' : 'size-7 text-sm'}`}
        >
          {brand.name.charAt(0)}
        </span>
      )}
      <span className="text-fg">
        {brand.name}
        {brand.accent && <span className="text-accent"> {brand.accent}</span>}
      </span>
    </span>
  );
}
