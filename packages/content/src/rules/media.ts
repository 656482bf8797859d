import { z } from 'zod';
import { TEXT_MAX_LENGTH } from './constants';

/** Trimmed text, cut to the text cap; empty becomes null (what the table stores). */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = (value ?? '').trim().slice(0, TEXT_MAX_LENGTH);
    return trimmed === '' ? null : trimmed;
  });

/** The media edit dialog: Alt Text and Caption, both optional (spec section 2). */
export const mediaDetailsSchema = z.object({
  alt_text: optionalText,
  caption: optionalText,
});
export type MediaDetailsValues = z.input<typeof mediaDetailsSchema>;
export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** Whether a media file matches a search over its names and alt text (case-insensitive). */
export function mediaMatchesSearch(
  file: { file_name: string; original_name?: string | null; alt_text?: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [file.file_name, file.original_name, file.alt_text].some((text) =>
    text?.toLowerCase().includes(needle),
  );
}
