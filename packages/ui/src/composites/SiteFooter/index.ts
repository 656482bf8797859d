export { type FooterColumn, type FooterLink, SiteFooter, type SiteFooterProps } from './SiteFooter';
