import type { SectionType } from '../../registry/types';
import { textTexts } from './definition';
import { TextRenderer } from './TextRenderer';

/** The text block: a title and paragraphs. */
export const textSection: SectionType = {
  type: 'text',
  label: textTexts.label,
  htmlOnly: true,
  Renderer: TextRenderer,
  edit: () => import('./edit'),
};
