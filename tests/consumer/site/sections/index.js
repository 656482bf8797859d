// The charity's section types: ours and its own, one line each, for the site and the admin.
import { defaultSectionRegistry } from '@charitykit/builder/render';
import { quoteSection } from './quote/index.js';

export const sections = defaultSectionRegistry.with(quoteSection);
