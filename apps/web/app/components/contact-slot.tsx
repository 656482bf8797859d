import { ContactForm } from '@charitykit/ui';
import { logSubmission } from '../site';

/** The contact form; it logs what was sent and sends nothing (decision 4). */
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
