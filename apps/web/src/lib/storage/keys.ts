/** Client-only settings that are not shared with the server (the shared ones live in STORAGE_KEYS). */
export const WEB_STORAGE_KEYS = {
  socketRpc: 'sym.socketRpc',
  socketRpcStrict: 'sym.socketRpcStrict',
  /** The story wizard's draft, per user (`sym.wizardDraft.<userId>`): a reload mid-way loses nothing. */
  wizardDraft: 'sym.wizardDraft',
  /** The episode editor storyboard's view: simple, deluxe or full. */
  storyboardView: 'sym.storyboardView',
  /** The display name a review link's guest gave (issue 32), kept for every review link in this browser. */
  reviewGuestName: 'sym.review.guestName',
  /** A review link's passphrase, per link (`sym.review.passphrase.<token>`), in sessionStorage: this tab only. */
  reviewPassphrase: 'sym.review.passphrase',
  /** Where to go once signed in (a team invitation opened signed out), in sessionStorage: this tab only. */
  returnPath: 'sym.returnPath',
} as const;
