import { isSafeUrl, validationMessages } from '@charitykit/content';
import { z } from 'zod';
import { sectionText, titleSchema } from '../common/schema';
import { COMMON_LIMITS, commonMessages } from '../common/texts';
import { IMAGE_LIMITS, imageTexts } from './definition';

const m = imageTexts.messages;

const requiredUrl = z
  .string()
  .trim()
  .min(1, { error: validationMessages.safeUrl.required, abort: true })
  .max(COMMON_LIMITS.url, { error: commonMessages.urlTooLong, abort: true })
  .refine(isSafeUrl, { error: validationMessages.safeUrl.unsafe });

/**
 * An image's intrinsic width or height in pixels, as text like every section field: set with the
 * address when the image is chosen from the media library, absent when the address is typed
 * (then its size is unknown). Anything else reads as absent; staff never type it.
 */
const imageDimension = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .optional()
  .catch(undefined);

export const imageSchema = z.object({
  title: titleSchema,
  content: z.object({
    imageUrl: requiredUrl,
    altText: sectionText(IMAGE_LIMITS.altText, m.altTextTooLong).pipe(
      z.string().min(1, { error: m.altTextRequired }),
    ),
    imageWidth: imageDimension,
    imageHeight: imageDimension,
  }),
});

export type ImageSectionData = z.output<typeof imageSchema>;
