import type { SVGProps } from 'react';

interface StrokeIconProps extends SVGProps<SVGSVGElement> {
  /** The SVG path data, drawn on a 24×24 grid. */
  path: string;
}

/** The frame of every stroke icon (24×24, 1.75 stroke, current colour), hidden from assistive technology. */
export function StrokeIcon({ path, className = 'size-5', ...rest }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
