export * from './Table';
