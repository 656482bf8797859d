import { Button } from '@charitykit/ui';
import type { Route } from './+types/programs';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Our Programs' },
    { name: 'description', content: 'Our eight programme areas.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Our Programs</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
