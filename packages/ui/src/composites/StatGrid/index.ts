export { StatGrid, type StatGridProps } from './StatGrid';
