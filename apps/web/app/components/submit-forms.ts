// What submit-later.ts loads when a visitor sends a form. Named imports, so the bundler keeps
// only the submission code of @charitykit/data/public (a dynamic import of the package's entry
// itself would keep every export of it, settings parsing and zod included).
import type { PublicBackend } from '@charitykit/data/public';

export { submitContactMessage, submitVolunteerApplication } from '@charitykit/data/public';

/** The backend the site was built against (see submission-backend.tsx). */
export const siteBackend: PublicBackend = {
  url: import.meta.env.VITE_SUPABASE_URL,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
};
