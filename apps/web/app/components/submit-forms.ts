// What submit-later.ts loads when a visitor sends a form. Named imports, so the bundler keeps
// only the submission code of @charitykit/data/public (a dynamic import of the package's entry
// itself would keep every export of it, settings parsing and zod included).
export { submitContactMessage, submitVolunteerApplication } from '@charitykit/data/public';
/** The backend the site was built against (see submission-backend.tsx). */
export { siteBackend } from '../backend';
