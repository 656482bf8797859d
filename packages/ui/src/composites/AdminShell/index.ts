export * from './AdminShell';
