/** Row style of an entry (link or button) inside a dropdown or slide-in menu. */
export const MENU_ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-fg transition-colors ' +
  'hover:bg-elevated focus-visible:bg-elevated focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring';
