import { UiShowcasePage } from '../features/ui-showcase';

/** /ui-showcase: UI showcase. */
export function UiShowcaseRoute() {
  return <UiShowcasePage />;
}
