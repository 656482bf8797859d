export { ProgrammeCard, type ProgrammeCardProps } from './ProgrammeCard';
