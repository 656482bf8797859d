export * from './Button';
export * from './LinkProvider';
