/** The image section's builder half: loaded when the builder opens, never by a public page. */
import type { SectionEditing } from '../../registry/types';
import { imageDefaults } from './definition';
import { ImageEditor } from './ImageEditor';
import { imageSchema } from './schema';

export const editing: SectionEditing = {
  defaults: imageDefaults,
  schema: imageSchema,
  Editor: ImageEditor,
};
