export * from './UploadQueue';
