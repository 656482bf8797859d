import { z } from 'zod';
import { quoteTexts } from './definition';

export const quoteSchema = z.object({
  title: z.string().trim().max(100, { error: quoteTexts.messages.nameTooLong }),
  content: z.object({
    quote: z.string().trim().min(1, { error: quoteTexts.messages.quoteRequired }),
  }),
});
