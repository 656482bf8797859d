import type { SectionType } from '../../registry/types';
import { heroTexts } from './definition';
import { HeroRenderer } from './HeroRenderer';

/** The hero: its title may be the page's h1 when it comes first. */
export const heroSection: SectionType = {
  type: 'hero',
  label: heroTexts.label,
  htmlOnly: true,
  leadsPage: true,
  Renderer: HeroRenderer,
  edit: () => import('./edit'),
};
