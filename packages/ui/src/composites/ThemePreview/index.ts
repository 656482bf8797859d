export * from './ThemePreview';
