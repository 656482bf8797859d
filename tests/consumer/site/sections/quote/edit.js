// The quote's builder half: defaults, checks (zod) and editor.
import { z } from 'zod';
import { QuoteEditor } from './QuoteEditor.jsx';

export const editing = {
  defaults: { title: '', content: { quote: '' } },
  schema: z.object({
    title: z.string().trim().max(100, { error: 'Name must be at most 100 characters' }),
    content: z.object({ quote: z.string().trim().min(1, { error: 'Please enter the quote' }) }),
  }),
  Editor: QuoteEditor,
};
