export { SiteImage, type SiteImageProps } from './SiteImage';
