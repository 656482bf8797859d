export * from './CheckboxGroup';
