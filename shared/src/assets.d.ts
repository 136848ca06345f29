// Style imports are handled by webpack (extracted CSS); they export nothing to TypeScript.
declare module '*.scss';
declare module '*.css';
