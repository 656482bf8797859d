export * from './accept';
export * from './FileDropZone';
