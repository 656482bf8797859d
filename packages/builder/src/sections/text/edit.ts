/** The text block's builder half: loaded when the builder opens, never by a public page. */
import type { SectionEditing } from '../../registry/types';
import { textDefaults } from './definition';
import { textSchema } from './schema';
import { TextEditor } from './TextEditor';

export const editing: SectionEditing = {
  defaults: textDefaults,
  schema: textSchema,
  Editor: TextEditor,
};
