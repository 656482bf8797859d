export { matchesAccept } from './accept';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
