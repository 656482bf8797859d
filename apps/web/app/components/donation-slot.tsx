import { DonationForm } from '@charitykit/ui';
import { logSubmission } from '../site';

/**
 * Where the public forms sit on each page. Each form logs what was entered and sends nothing
 * (decision 4); the handler is given here so it can be routed elsewhere without touching ui.
 */
export function DonationSlot({
  title,
  description,
  quickAmounts,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  quickAmounts: readonly number[];
  headingLevel?: 2 | 3;
}) {
  return (
    <DonationForm
      title={title}
      description={description}
      headingLevel={headingLevel}
      quickAmounts={quickAmounts}
      onDonate={logSubmission('Donation')}
    />
  );
}
