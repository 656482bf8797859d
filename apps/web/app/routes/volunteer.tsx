import { Button } from '@charitykit/ui';
import type { Route } from './+types/volunteer';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Volunteer With Us' }, { name: 'description', content: 'Apply to volunteer.' }];
}

export default function Page() {
  return (
    <section>
      <h1>Volunteer With Us</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
