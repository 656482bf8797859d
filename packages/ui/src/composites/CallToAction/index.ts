export { CallToAction, type CallToActionItem, type CallToActionProps } from './CallToAction';
