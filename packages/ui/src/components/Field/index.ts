export * from './Field';
export * from './FieldBase';
export * from './NativeField';
