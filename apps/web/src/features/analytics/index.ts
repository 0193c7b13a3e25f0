export { AnalyticsPage } from './components/AnalyticsPage';
