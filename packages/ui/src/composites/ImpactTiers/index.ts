export * from './ImpactTiers';
