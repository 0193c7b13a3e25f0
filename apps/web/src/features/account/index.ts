export { DeleteAccountDialog } from './components/DeleteAccountDialog';
