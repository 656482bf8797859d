import { Button } from '@charitykit/ui';
import type { Route } from './+types/contact';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Contact Us' },
    { name: 'description', content: 'Get in touch with the charity.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Contact Us</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
