export * from './SiteImage';
