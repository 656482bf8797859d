export {
  type HeaderLink,
  type HeaderNavItem,
  SiteHeader,
  type SiteHeaderProps,
} from './SiteHeader';
export { headerHeight } from './SiteHeader.css';
