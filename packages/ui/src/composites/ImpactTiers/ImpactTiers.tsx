import type { ImpactTier } from '@charitykit/content';
import { formatGBP } from '@charitykit/content';
import * as styles from './ImpactTiers.css';

export interface ImpactTiersProps {
  tiers: readonly ImpactTier[];
  /** How an amount is written; pounds sterling by default. */
  formatAmount?: (amount: number) => string;
}

/** What each amount does: "£25: Emergency food for a family of 5 for 3 days". */
export function ImpactTiers({ tiers, formatAmount = formatGBP }: ImpactTiersProps) {
  return (
    <ul className={styles.list}>
      {tiers.map((tier) => (
        <li key={tier.amount} className={styles.tier}>
          <span className={styles.amount}>{formatAmount(tier.amount)}</span>
          <p className={styles.description}>{tier.description}</p>
        </li>
      ))}
    </ul>
  );
}
