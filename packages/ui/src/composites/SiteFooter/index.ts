export * from './SiteFooter';
