import { conflictAppeal } from '@charitykit/content';
import { AppealPage } from '../components/appeal-page';
import { pageMeta } from '../site';
import { appealJsonLd } from '../structured-data';
import type { Route } from './+types/gaza-emergency';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(conflictAppeal.meta.title, conflictAppeal.meta.description, matches, {
    jsonLd: (settings, siteUrl) => [appealJsonLd(conflictAppeal, settings, siteUrl)],
  });
}

export default function Page() {
  return <AppealPage appeal={conflictAppeal} />;
}
