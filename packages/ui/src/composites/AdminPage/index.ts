export * from './AdminPage';
