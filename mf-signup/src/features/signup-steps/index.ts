/** The signup-steps feature's public entry: what other features of mf-signup may use. */
export * from './missing-steps';
export * from './signup-steps';
export { StepHeadingLevel } from './components/step-frame';
export * from './types';
