/** The hero's builder half: loaded when the builder opens, never by a public page. */
import type { SectionEditing } from '../../registry/types';
import { heroDefaults } from './definition';
import { HeroEditor } from './HeroEditor';
import { heroSchema } from './schema';

export const editing: SectionEditing = {
  defaults: heroDefaults,
  schema: heroSchema,
  Editor: HeroEditor,
};
