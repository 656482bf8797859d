export { type ViewMode, ViewToggle, type ViewToggleProps, viewModes } from './ViewToggle';
