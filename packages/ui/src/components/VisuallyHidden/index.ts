export * from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenClass } from './VisuallyHidden.css';
