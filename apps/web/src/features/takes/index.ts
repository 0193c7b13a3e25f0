export { TakesProvider as ScenarioTakes } from './state/TakesProvider';
export { ShotTakesButton } from './components/ShotTakesButton';
export { takeLiveHandlers } from './realtime/applyTakeEvents';
