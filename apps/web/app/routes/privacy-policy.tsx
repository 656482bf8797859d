import { privacyPolicy } from '@charitykit/content';
import { LegalDocument } from '../components/legal-page';
import { pageMeta } from '../site';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(privacyPolicy.meta.title, privacyPolicy.meta.description, matches);
}

export default function Page() {
  return <LegalDocument page={privacyPolicy} />;
}
