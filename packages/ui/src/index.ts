export * from './components/Button';
export * from './components/LinkProvider';
export * from './theme';
