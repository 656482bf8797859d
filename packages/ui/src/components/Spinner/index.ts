export * from './Spinner';
