export { Icon, type IconComponent, type IconProps, type IconSize, iconSizes } from './Icon';
