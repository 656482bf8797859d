import { isSafeUrl, validationMessages } from '@charitykit/content';
import { z } from 'zod';
import { bannerContent, titleSchema } from '../common/schema';
import { COMMON_LIMITS, commonMessages } from '../common/texts';
import { ctaTexts } from './definition';

const optionalUrl = z
  .string()
  .trim()
  .max(COMMON_LIMITS.url, { error: commonMessages.urlTooLong, abort: true })
  .refine((value) => value === '' || isSafeUrl(value), {
    error: validationMessages.safeUrl.unsafe,
  });

export const ctaSchema = z.object({
  title: titleSchema,
  content: z
    .object({ ...bannerContent, buttonLink: optionalUrl.default('') })
    .superRefine((content, ctx) => {
      // A button with nowhere to go would be a dead control on the public page.
      if (content.buttonText !== '' && content.buttonLink === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['buttonLink'],
          message: ctaTexts.messages.buttonLinkRequired,
        });
      }
    }),
});

export type CtaSectionData = z.output<typeof ctaSchema>;
