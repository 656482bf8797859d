import { Button } from '@charitykit/ui';
import type { Route } from './+types/privacy-policy';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Privacy Policy' },
    { name: 'description', content: 'How we handle your personal data.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Privacy Policy</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
