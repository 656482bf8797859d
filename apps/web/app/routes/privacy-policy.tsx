import { privacyPolicy } from '@charitykit/content';
import { LegalDocument } from '../components/legal-page';
import type { PageHandle } from '../page-scripts';
import { pageMeta } from '../site';
import type { Route } from './+types/privacy-policy';

/** Content: sent as HTML and CSS only, no framework JavaScript (issue 22). */
export const handle = { scripts: false } satisfies PageHandle;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(privacyPolicy.meta.title, privacyPolicy.meta.description, matches);
}

export default function Page() {
  return <LegalDocument page={privacyPolicy} />;
}
