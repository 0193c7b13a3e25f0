import { StylesLibraryPage } from '../features/styles';

/** /styles: global styles library. */
export function StylesRoute() {
  return <StylesLibraryPage />;
}
