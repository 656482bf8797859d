export * from './ColorField';
