export * from './RadioGroup';
