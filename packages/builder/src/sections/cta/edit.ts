/** The call to action's builder half: loaded when the builder opens, never by a public page. */
import type { SectionEditing } from '../../registry/types';
import { CtaEditor } from './CtaEditor';
import { ctaDefaults } from './definition';
import { ctaSchema } from './schema';

export const editing: SectionEditing = {
  defaults: ctaDefaults,
  schema: ctaSchema,
  Editor: CtaEditor,
};
