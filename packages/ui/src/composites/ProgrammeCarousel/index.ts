export * from './ProgrammeCarousel';
