/** The checks the section types share, in zod: loaded with the builder, never by a public page. */
import { removeAngleBrackets } from '@charitykit/content';
import { z } from 'zod';
import { COMMON_LIMITS, commonMessages } from './texts';

/** Trimmed text with `<` and `>` removed, at most `max` characters. */
export const sectionText = (max: number, tooLong: string) =>
  z
    .string()
    .overwrite((value) => removeAngleBrackets(value).trim())
    .max(max, { error: tooLong });

/** Every section's title. */
export const titleSchema = sectionText(COMMON_LIMITS.title, commonMessages.titleTooLong);

/** The banner's fields (hero, call to action): a few lines and a button's text. */
export const bannerContent = {
  description: sectionText(COMMON_LIMITS.description, commonMessages.descriptionTooLong).default(
    '',
  ),
  buttonText: sectionText(COMMON_LIMITS.buttonText, commonMessages.buttonTextTooLong).default(''),
};
