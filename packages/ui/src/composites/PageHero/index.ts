export * from './PageHero';
