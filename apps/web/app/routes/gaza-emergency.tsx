import { Button } from '@charitykit/ui';
import type { Route } from './+types/gaza-emergency';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Gaza Emergency Appeal' },
    { name: 'description', content: 'Emergency appeal for Gaza.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Gaza Emergency Appeal</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
