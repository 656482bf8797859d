/**
 * The failure half of the back-office's form pattern (sign-in, forgot password, a password link,
 * your profile): what the service said when a save or an action failed, shown above the form it
 * came from until the next attempt. No form library here, so the sign-in screen (the
 * back-office's first load) can use it without loading zod or react-hook-form.
 */
import { Alert } from '@charitykit/ui';
import { useCallback, useState } from 'react';

/** The message of anything thrown: the service's words for an Error. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface Failure {
  /** The last attempt's failure, or null. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /**
   * Runs `work`, clearing the last failure first; whatever it throws becomes the failure.
   * Resolves true when it succeeded.
   */
  attempt: (work: () => Promise<unknown>) => Promise<boolean>;
}

/** A form's or an action's failure, and `attempt` to run it. */
export function useFailure(): Failure {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(messageOf(error));
      return false;
    }
  }, []);
  return { failure, setFailure, attempt };
}

/** The failure, above the form or action it came from (nothing when there is none). */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? <Alert tone="danger">{failure}</Alert> : null;
}
