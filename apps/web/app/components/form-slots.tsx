import { ContactForm, DonationForm } from '@charitykit/ui';
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

export function ContactSlot({ title, description }: { title: string; description?: string }) {
  return (
    <ContactForm
      title={title}
      description={description}
      headingLevel={2}
      onSubmit={logSubmission('Contact form')}
    />
  );
}

// FORM SLOT: replaced by VolunteerForm from @charitykit/ui once it lands.
export function VolunteerSlot() {
  return <p data-form-slot="volunteer">The volunteer application form is on its way.</p>;
}
