export * from './Field';
export * from './NativeField';
