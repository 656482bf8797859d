// Page composites: content arrives through props, so another charity can reuse them.
// Back-office pieces: shell with sidebar, stat cards, media grid, upload queue, theme preview.

export * from './ApproachSteps';
export * from './admin';
export * from './CallToAction';
export * from './FeatureCard';
// Public forms (contact, donation, volunteer).
export * from './forms';
export * from './HeroCarousel';
export * from './ImpactTiers';
export * from './PageHero';
export * from './PageSection';
export * from './ProgrammeCard';
export * from './ProgrammeCarousel';
export * from './RaisedCard';
export * from './SiteFooter';
export * from './SiteHeader';
export * from './SiteIcon';
export * from './SiteImage';
export * from './StatGrid';
