import { AccountSettingsPage } from '../features/account';

/** /settings: the signed-in user's account: profile, password, sessions, danger zone. */
export function AccountSettingsRoute() {
  return <AccountSettingsPage />;
}
