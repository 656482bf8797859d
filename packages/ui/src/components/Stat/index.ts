export { Stat, type StatProps } from './Stat';
