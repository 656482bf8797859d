import type { PublicBackend } from '@charitykit/data/public';
import { createContext, useContext } from 'react';

/**
 * Where the public forms send what visitors submit (issue 24). `null`, the default, is the
 * backend the site was built against: its address and key live with the submission code
 * (submit-forms.ts), which loads when a visitor sends a form, so a page does not carry them.
 * Page stories point it at data's MSW handlers instead.
 */
export const SubmissionBackendContext = createContext<PublicBackend | null>(null);

export function useSubmissionBackend(): PublicBackend | null {
  return useContext(SubmissionBackendContext);
}
