import type { SectionType } from '../../registry/types';
import { quoteTexts } from './definition';
import { QuoteRenderer } from './QuoteRenderer';

export const quoteSection: SectionType = {
  type: 'quote',
  label: quoteTexts.label,
  htmlOnly: true,
  Renderer: QuoteRenderer,
  edit: () => import('./edit'),
};
