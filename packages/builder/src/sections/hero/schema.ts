import { z } from 'zod';
import { bannerContent, titleSchema } from '../common/schema';

export const heroSchema = z.object({
  title: titleSchema,
  content: z.object(bannerContent),
});

export type HeroSectionData = z.output<typeof heroSchema>;
