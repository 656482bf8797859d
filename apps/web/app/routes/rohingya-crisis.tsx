import { refugeeAppeal } from '@charitykit/content';
import { AppealPage } from '../components/appeal-page';
import { pageMeta } from '../site';
import { appealJsonLd } from '../structured-data';
import type { Route } from './+types/rohingya-crisis';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(refugeeAppeal.meta.title, refugeeAppeal.meta.description, matches, {
    jsonLd: (settings, siteUrl) => [appealJsonLd(refugeeAppeal, settings, siteUrl)],
  });
}

export default function Page() {
  return <AppealPage appeal={refugeeAppeal} />;
}
