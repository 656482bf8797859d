import { z } from 'zod';
import { validationMessages } from './messages';
import { removeAngleBrackets } from './sanitize';
import { SECTION_LIMITS, type SectionType } from './sectionTexts';
import { isSafeUrl } from './urlChecks';

const m = validationMessages.section;

/** Trimmed text with `<` and `>` removed, at most `max` characters. */
const sectionText = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((value) => removeAngleBrackets(value).trim())
    .max(max, { error: tooLong });

/** Free text (a text block) is trimmed but keeps its characters: it is only ever shown as text. */
const bodyText = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((value) => value.trim())
    .max(max, { error: tooLong });

const title = sectionText(SECTION_LIMITS.title, m.titleTooLong);

const requiredUrl = z
  .string()
  .trim()
  .min(1, { error: validationMessages.safeUrl.required, abort: true })
  .max(SECTION_LIMITS.url, { error: m.urlTooLong, abort: true })
  .refine(isSafeUrl, { error: validationMessages.safeUrl.unsafe });

const optionalUrl = z
  .string()
  .trim()
  .max(SECTION_LIMITS.url, { error: m.urlTooLong, abort: true })
  .refine((value) => value === '' || isSafeUrl(value), {
    error: validationMessages.safeUrl.unsafe,
  });

export const heroSectionSchema = z.object({
  title,
  content: z.object({
    description: sectionText(SECTION_LIMITS.description, m.descriptionTooLong).default(''),
    buttonText: sectionText(SECTION_LIMITS.buttonText, m.buttonTextTooLong).default(''),
  }),
});

export const textSectionSchema = z.object({
  title,
  content: z.object({
    text: bodyText(SECTION_LIMITS.text, m.textTooLong).default(''),
  }),
});

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

export const imageSectionSchema = z.object({
  title,
  content: z.object({
    imageUrl: requiredUrl,
    altText: sectionText(SECTION_LIMITS.altText, m.altTextTooLong).pipe(
      z.string().min(1, { error: m.altTextRequired }),
    ),
    imageWidth: imageDimension,
    imageHeight: imageDimension,
  }),
});

export const ctaSectionSchema = z.object({
  title,
  content: z
    .object({
      description: sectionText(SECTION_LIMITS.description, m.descriptionTooLong).default(''),
      buttonText: sectionText(SECTION_LIMITS.buttonText, m.buttonTextTooLong).default(''),
      buttonLink: optionalUrl.default(''),
    })
    .superRefine((content, ctx) => {
      // A button with nowhere to go would be a dead control on the public page.
      if (content.buttonText !== '' && content.buttonLink === '') {
        ctx.addIssue({ code: 'custom', path: ['buttonLink'], message: m.buttonLinkRequired });
      }
    }),
});

export type HeroSectionData = z.output<typeof heroSectionSchema>;
export type TextSectionData = z.output<typeof textSectionSchema>;
export type ImageSectionData = z.output<typeof imageSectionSchema>;
export type CtaSectionData = z.output<typeof ctaSectionSchema>;

/** What a new section of each type holds when it is added. */
export const sectionDefaults = {
  hero: { title: '', content: { description: '', buttonText: '' } },
  text: { title: '', content: { text: '' } },
  image: { title: '', content: { imageUrl: '', altText: '' } },
  cta: { title: '', content: { description: '', buttonText: '', buttonLink: '' } },
} as const satisfies Record<SectionType, { title: string; content: Record<string, string> }>;

export const sectionSchemas = {
  hero: heroSectionSchema,
  text: textSectionSchema,
  image: imageSectionSchema,
  cta: ctaSectionSchema,
} as const;
