import { z } from 'zod';
import { titleSchema } from '../common/schema';
import { TEXT_LIMITS, textTexts } from './definition';

/** Free text is trimmed but keeps its characters: it is only ever shown as text. */
const bodyText = z
  .string()
  .overwrite((value) => value.trim())
  .max(TEXT_LIMITS.text, { error: textTexts.messages.textTooLong });

export const textSchema = z.object({
  title: titleSchema,
  content: z.object({ text: bodyText.default('') }),
});

export type TextSectionData = z.output<typeof textSchema>;
