// Page composites: content arrives through props, so another charity can reuse them.
export * from './ApproachSteps';
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
