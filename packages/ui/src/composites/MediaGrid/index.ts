export * from './MediaGrid';
