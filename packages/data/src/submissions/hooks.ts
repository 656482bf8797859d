'use client';

/**
 * The staff inbox's hooks. Opening either list first purges what is past retention, so nothing
 * expired is ever shown; marking, deleting and erasing refresh the lists and the dashboard's
 * count of new ones. Errors stay on the hook (`error.message` is the service's message).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requireRepositories, useDataContext } from '../lib/DataProvider';
import { type DataError, toDataError } from '../lib/errors';
import { queryKeys } from '../lib/queryKeys';
import type {
  ContactMessage,
  ErasureResult,
  NewSubmissionCounts,
  SubmissionKind,
  SubmissionStatus,
  SubmissionsRepositories,
  SubmissionsRepository,
  VolunteerApplicationRecord,
} from './types';

function useSubmissions(): () => SubmissionsRepository {
  const { repositories } = useDataContext<SubmissionsRepositories>();
  return () => requireRepositories(repositories).submissions;
}

async function wrapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDataError(error);
  }
}

/** Every contact message, newest first (after the retention purge). */
export function useContactMessages() {
  const repository = useSubmissions();
  return useQuery<ContactMessage[], DataError>({
    queryKey: queryKeys.submissions.list('contact'),
    queryFn: () =>
      wrapped(async () => {
        await repository().purgeExpired();
        return repository().listContactMessages();
      }),
  });
}

/** Every volunteer application, newest first (after the retention purge). */
export function useVolunteerApplications() {
  const repository = useSubmissions();
  return useQuery<VolunteerApplicationRecord[], DataError>({
    queryKey: queryKeys.submissions.list('volunteer'),
    queryFn: () =>
      wrapped(async () => {
        await repository().purgeExpired();
        return repository().listVolunteerApplications();
      }),
  });
}

/** How many of each kind are new (the dashboard's card). */
export function useNewSubmissionCounts() {
  const repository = useSubmissions();
  return useQuery<NewSubmissionCounts, DataError>({
    queryKey: queryKeys.submissions.counts(),
    queryFn: () => wrapped(() => repository().newCounts()),
  });
}

function useSubmissionMutation<TInput, TResult>(
  run: (repository: SubmissionsRepository, input: TInput) => Promise<TResult>,
) {
  const repository = useSubmissions();
  const queryClient = useQueryClient();
  return useMutation<TResult, DataError, TInput>({
    mutationFn: (input) => wrapped(() => run(repository(), input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.submissions.all }),
  });
}

export interface SubmissionStatusInput {
  kind: SubmissionKind;
  id: string;
  status: SubmissionStatus;
}

/** Marks a submission read or handled (or new again). */
export function useSetSubmissionStatus() {
  return useSubmissionMutation<SubmissionStatusInput, void>((r, { kind, id, status }) =>
    r.setStatus(kind, id, status),
  );
}

export interface SubmissionRef {
  kind: SubmissionKind;
  id: string;
}

/** Deletes one submission for good (the screen offers Undo before calling this). */
export function useDeleteSubmission() {
  return useSubmissionMutation<SubmissionRef, void>((r, { kind, id }) => r.remove(kind, id));
}

/** A data-protection erasure: everything sent from this e-mail address, both tables. */
export function useEraseSubmissions() {
  return useSubmissionMutation<string, ErasureResult>((r, email) => r.eraseByEmail(email));
}
