interface AvatarProps {
  /** Initials shown when there is no image (or it fails to load). */
  initials: string;
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-7 text-xs', md: 'size-8 text-sm', lg: 'size-11 text-base' } as const;

/** Round avatar; decorative, so the surrounding control carries the accessible name. */
export function Avatar({ initials, imageUrl, size = 'md', className = '' }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft font-semibold text-accent ring-1 ring-line ${SIZES[size]} ${className}`}
    >
      {initials}
      {imageUrl && (
        <img
          src={imageUrl}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onError={(event) => event.currentTarget.remove()}
        />
      )}
    </span>
  );
}
