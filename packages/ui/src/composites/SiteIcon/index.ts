export { SiteIcon, type SiteIconProps, siteIcons } from './SiteIcon';
