import { Button } from '@charitykit/ui';
import type { Route } from './+types/about';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'About Us' }, { name: 'description', content: 'Our story and values.' }];
}

export default function Page() {
  return (
    <section>
      <h1>About Us</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
