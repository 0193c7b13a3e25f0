export { NotificationBell } from './components/NotificationBell';
export { NotificationSettingsSection } from './components/NotificationSettingsSection';
