export * from './Stat';
