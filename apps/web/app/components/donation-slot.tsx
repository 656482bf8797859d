import { donationLink } from '@charitykit/content';
import { usePublicSettings } from '@charitykit/data/public';
import { DonationForm } from '@charitykit/ui';
import { logSubmission } from '../site';

const logDonation = logSubmission('Donation');

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
  const { donationPage } = usePublicSettings();
  return (
    <DonationForm
      title={title}
      description={description}
      headingLevel={headingLevel}
      quickAmounts={quickAmounts}
      onDonate={(donation) => {
        logDonation(donation);
        // Issue 24: with a donation page set, a valid amount goes on to the giving platform.
        const target = donationLink(donationPage, donation.amount);
        if (target) window.location.assign(target);
      }}
    />
  );
}
