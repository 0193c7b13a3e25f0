export { AccountSettingsPage } from './components/AccountSettingsPage';
export { DeleteAccountDialog } from './components/DeleteAccountDialog';
