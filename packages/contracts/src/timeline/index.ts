export * from './timeline-model.ts';
export * from './camera-curve.ts';
