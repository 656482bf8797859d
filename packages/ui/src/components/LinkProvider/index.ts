export * from './LinkProvider';
