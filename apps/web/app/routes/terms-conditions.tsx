import { Button } from '@charitykit/ui';
import type { Route } from './+types/terms-conditions';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Terms and Conditions' },
    { name: 'description', content: 'The terms of using this website.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Terms and Conditions</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
