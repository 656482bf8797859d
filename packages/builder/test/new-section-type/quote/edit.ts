import type { SectionEditing } from '../../registry/types';
import { quoteDefaults } from './definition';
import { QuoteEditor } from './QuoteEditor';
import { quoteSchema } from './schema';

export const editing: SectionEditing = {
  defaults: quoteDefaults,
  schema: quoteSchema,
  Editor: QuoteEditor,
};
