export { ProjectAssetsPage } from './components/ProjectAssetsPage';
