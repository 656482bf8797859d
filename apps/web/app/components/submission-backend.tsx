import type { PublicBackend } from '@charitykit/data/public';
import { createContext, useContext } from 'react';

/**
 * Where the public forms send what visitors submit (issue 24): the backend the site was built
 * against. Page stories point it at data's MSW handlers instead.
 */
export const SubmissionBackendContext = createContext<PublicBackend>({
  url: import.meta.env.VITE_SUPABASE_URL,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
});

export function useSubmissionBackend(): PublicBackend {
  return useContext(SubmissionBackendContext);
}
