export * from './HeroCarousel';
