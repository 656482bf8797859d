export * from './SiteIcon';
