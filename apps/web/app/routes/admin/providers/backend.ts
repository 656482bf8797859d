import {
  createDataClient,
  createDataQueryClient,
  createSupabaseRepositories,
  type Notifier,
  type Repositories,
} from '@charitykit/data';
import { toast } from '@charitykit/ui';
import { siteBackend } from '../../../backend';

export interface AdminBackend {
  /** null when the site was built without a backend address (nobody can sign in). */
  repositories: Repositories | null;
  queryClient: ReturnType<typeof createDataQueryClient>;
}

let backend: AdminBackend | undefined;

/**
 * The one client the back-office uses, made on first use in the browser (never at import,
 * so public pages and server renders never create it).
 */
export function adminBackend(): AdminBackend {
  if (!backend) {
    const { url, anonKey } = siteBackend;
    backend = {
      repositories:
        url && anonKey ? createSupabaseRepositories(createDataClient(url, anonKey)) : null,
      queryClient: createDataQueryClient(),
    };
  }
  return backend;
}

/** A toast with a button (Undo) stays longer: time to find and press it (WCAG 2.2.1). */
const ACTION_TOAST_MS = 12_000;

/** Data's toasts (spec section 8) go to ui's toast region, with their button (Undo) if any. */
export const toastNotifier: Notifier = {
  success: (message, action) =>
    toast.success(message, action ? { action, duration: ACTION_TOAST_MS } : undefined),
  error: (message) => toast.error(message),
};
