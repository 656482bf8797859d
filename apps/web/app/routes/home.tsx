import { Button } from '@charitykit/ui';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Hope Relief — Bringing Hope to Those in Need' },
    {
      name: 'description',
      content:
        'A UK humanitarian charity working in food, water, education, healthcare and emergency relief.',
    },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Bringing Hope to Those in Need</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
