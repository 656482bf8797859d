export * from './ProgrammeCard';
