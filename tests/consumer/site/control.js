// The control for the zod and site-copy checks: a script that really uses one of content's zod
// schemas and its programmes, so the markers the checks look for are shown to survive a build.
import { contactFormSchema, programmes } from '@charitykit/content';

document.getElementById('root').textContent =
  `${contactFormSchema.safeParse({}).success} ${programmes.map((p) => p.description).join(' ')}`;
