export * from './client';
export * from './photos';
export * from './places';
