import { termsAndConditions } from '@charitykit/content';
import { LegalDocument } from '../components/legal-page';
import { pageMeta } from '../site';
import type { Route } from './+types/terms-conditions';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(termsAndConditions.meta.title, termsAndConditions.meta.description, matches);
}

export default function Page() {
  return <LegalDocument page={termsAndConditions} />;
}
