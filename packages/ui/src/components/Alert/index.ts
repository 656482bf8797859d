export * from './Alert';
