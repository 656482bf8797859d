/** MSW scenarios of what visitors send (issue 24) and the staff inbox that reads it. */
import { HttpResponse } from 'msw';
import { call, clone } from '../lib/mswCall';
import { type Row, restCount, restNoContent, restRows } from '../lib/mswWire';
import { fixtureContactMessages, fixtureVolunteerApplications } from './fixtures';
import type { ContactMessage, NewSubmissionCounts, VolunteerApplicationRecord } from './types';

export const submissionScenarios = {
  /** A visitor's contact message (POST, return=minimal): 201, nothing read back. */
  submitContact: call<null>({
    steps: [
      {
        name: 'insert',
        method: 'post',
        path: '/rest/v1/contact_messages',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** A visitor's volunteer application (POST, return=minimal). */
  submitVolunteer: call<null>({
    steps: [
      {
        name: 'insert',
        method: 'post',
        path: '/rest/v1/volunteer_applications',
        service: 'rest',
        respond: () => restNoContent(201),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),

  /** The retention purge staff run on opening the inbox; answers how many went. */
  purgeSubmissions: call<number>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/purge_expired_submissions',
        service: 'rest',
        respond: (_request, purged) => HttpResponse.json(purged),
      },
    ],
    fixture: () => 0,
    empty: () => 0,
  }),

  /** Contact messages, newest first. */
  contactMessages: call<ContactMessage[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/contact_messages',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows),
      },
    ],
    fixture: () => clone(fixtureContactMessages),
    empty: () => [],
  }),

  /** Volunteer applications, newest first. */
  volunteerApplications: call<VolunteerApplicationRecord[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/volunteer_applications',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows as unknown as Row[]),
      },
    ],
    fixture: () => clone(fixtureVolunteerApplications),
    empty: () => [],
  }),

  /** The count-only HEAD requests for new submissions of each kind. */
  submissionCounts: call<NewSubmissionCounts>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'head' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: (_request: Request, counts: NewSubmissionCounts) =>
        restCount(table === 'contact_messages' ? counts.contact : counts.volunteer),
    })),
    fixture: () => ({
      contact: fixtureContactMessages.filter((row) => row.status === 'new').length,
      volunteer: fixtureVolunteerApplications.filter((row) => row.status === 'new').length,
    }),
    empty: () => ({ contact: 0, volunteer: 0 }),
  }),

  /** Marking a submission read or handled (PATCH status). */
  setSubmissionStatus: call<null>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'patch' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: () => restNoContent(),
    })),
    fixture: () => null,
    empty: () => null,
  }),

  /** Deleting one submission. */
  deleteSubmission: call<null>({
    steps: (['contact_messages', 'volunteer_applications'] as const).map((table) => ({
      name: table,
      method: 'delete' as const,
      path: `/rest/v1/${table}`,
      service: 'rest' as const,
      respond: () => restNoContent(),
    })),
    fixture: () => null,
    empty: () => null,
  }),

  /** Erasure by e-mail: answers how many went from each table. */
  eraseSubmissions: call<{
    contact_messages: number;
    volunteer_applications: number;
    subscribers: number;
  }>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/erase_submissions_by_email',
        service: 'rest',
        respond: (_request, counts) => HttpResponse.json(counts),
      },
    ],
    fixture: () => ({ contact_messages: 2, volunteer_applications: 1, subscribers: 1 }),
    empty: () => ({ contact_messages: 0, volunteer_applications: 0, subscribers: 0 }),
  }),
};
