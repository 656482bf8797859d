export * from './DateField';
export * from './NativeDateField';
