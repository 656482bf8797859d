import { formatGBP } from '@charitykit/content';
import { ProgressBar } from '../../components/ProgressBar';
import * as styles from './RaisedCard.css';

export interface RaisedCardProps {
  /** "Raised so far". */
  label: string;
  /** Whole pounds raised, shown as given (the spec's figures are fixed, not computed). */
  amount: number;
  /** The bar's fill, a whole percentage, shown as given. */
  percent: number;
  /** Names the bar, shown beside the percentage: "Progress towards our appeal target". */
  caption: string;
  formatAmount?: (amount: number) => string;
}

/** An appeal's raised-so-far figure and its progress bar. */
export function RaisedCard({
  label,
  amount,
  percent,
  caption,
  formatAmount = formatGBP,
}: RaisedCardProps) {
  return (
    <div className={styles.card}>
      <p className={styles.label}>{label}</p>
      <p className={styles.amount}>{formatAmount(amount)}</p>
      <ProgressBar label={caption} value={percent} />
    </div>
  );
}
