// Primitives, form fields, feedback and overlays.
export * from './components';
// Page-level composites: header, footer, carousels, public forms.
export * from './composites';
export * from './theme';
