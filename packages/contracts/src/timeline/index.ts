export * from './timeline-model.ts';
export * from './camera-curve.ts';
export * from './audio-envelope.ts';
export * from './spoken-lines.ts';
