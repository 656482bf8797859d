export * from './ConflictNotice';
