export { TextLink, type TextLinkProps, type TextLinkVariant, textLinkVariants } from './TextLink';
