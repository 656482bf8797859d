import type { SectionType } from '../../registry/types';
import { imageTexts } from './definition';
import { ImageRenderer } from './ImageRenderer';

/** The image section: a picture (from the media library or an address) and its alt text. */
export const imageSection: SectionType = {
  type: 'image',
  label: imageTexts.label,
  htmlOnly: true,
  Renderer: ImageRenderer,
  edit: () => import('./edit'),
};
