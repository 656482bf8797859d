import { Button } from '@charitykit/ui';
import type { Route } from './+types/rohingya-crisis';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Rohingya Crisis Appeal' },
    { name: 'description', content: 'Emergency appeal for Rohingya refugees.' },
  ];
}

export default function Page() {
  return (
    <section>
      <h1>Rohingya Crisis Appeal</h1>
      <Button href="/volunteer">Join as Volunteer</Button>
    </section>
  );
}
