export * from './SiteHeader';
export { headerHeight } from './SiteHeader.css';
