export { ImpactTiers, type ImpactTiersProps } from './ImpactTiers';
