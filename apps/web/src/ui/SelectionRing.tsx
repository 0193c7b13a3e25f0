import { initialsOf } from '@sym/contracts';
import { personColor } from './personColor';

export interface SelectingPerson {
  id: string;
  name: string;
}

interface SelectionRingProps {
  people: readonly SelectingPerson[];
  /** Accessible text, e.g. 'Selected by Ada'. */
  label: string;
  /** Corner radius class of the framed element. */
  roundedClassName?: string;
  /** Drawn inside the element's edge (for elements that clip their overflow). */
  isInset?: boolean;
}

/**
 * A coloured ring around an element (a card, a clip) that other people have selected, with their initials.
 * Place it inside a `relative` parent; it does not take pointer events.
 */
export function SelectionRing({ people, label, roundedClassName = 'rounded-lg', isInset = false }: SelectionRingProps) {
  if (people.length === 0) return null;
  const color = personColor(people[0]!.id);
  return (
    <span
      data-testid="selection-ring"
      title={label}
      className={`pointer-events-none absolute inset-0 z-10 ${roundedClassName}`}
      style={{ boxShadow: `${isInset ? 'inset ' : ''}0 0 0 2px ${color}` }}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className={`absolute right-1 flex gap-0.5 ${isInset ? 'top-1' : '-top-2'}`}>
        {people.map((person) => (
          <span
            key={person.id}
            className="rounded px-1 text-[10px] leading-4 font-semibold text-white"
            style={{ backgroundColor: personColor(person.id) }}
          >
            {initialsOf(person.name)}
          </span>
        ))}
      </span>
    </span>
  );
}
