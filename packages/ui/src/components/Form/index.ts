export * from './Form';
export * from './FormErrorSummary';
export * from './FormField';
export * from './FormShell';
export * from './useZodForm';
