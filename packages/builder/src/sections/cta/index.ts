import type { SectionType } from '../../registry/types';
import { CtaRenderer } from './CtaRenderer';
import { ctaTexts } from './definition';

/** The call to action: a few lines and a button to a page of the site or elsewhere. */
export const ctaSection: SectionType = {
  type: 'cta',
  label: ctaTexts.label,
  htmlOnly: true,
  Renderer: CtaRenderer,
  edit: () => import('./edit'),
};
