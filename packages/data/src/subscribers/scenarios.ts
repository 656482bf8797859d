/** MSW scenarios of the Subscribers screen (issue 37). */
import { HttpResponse } from 'msw';
import { call, clone } from '../lib/mswCall';
import { type Row, restNoContent, restRows } from '../lib/mswWire';
import { fixtureSubscribers } from './fixtures';
import type { Subscriber } from './types';

export const subscriberScenarios = {
  /** The purge of stale pending sign-ups on opening the list; answers how many went. */
  purgeSubscribers: call<number>({
    steps: [
      {
        name: 'rpc',
        method: 'post',
        path: '/rest/v1/rpc/purge_pending_subscribers',
        service: 'rest',
        respond: (_request, purged) => HttpResponse.json(purged),
      },
    ],
    fixture: () => 0,
    empty: () => 0,
  }),

  /** Every subscriber, newest sign-up first. */
  subscribers: call<Subscriber[]>({
    steps: [
      {
        name: 'list',
        method: 'get',
        path: '/rest/v1/subscribers',
        service: 'rest',
        respond: (request, rows) => restRows(request, rows as unknown as Row[]),
      },
    ],
    fixture: () => clone(fixtureSubscribers),
    empty: () => [],
  }),

  /** Removing one subscriber. */
  removeSubscriber: call<null>({
    steps: [
      {
        name: 'delete',
        method: 'delete',
        path: '/rest/v1/subscribers',
        service: 'rest',
        respond: () => restNoContent(),
      },
    ],
    fixture: () => null,
    empty: () => null,
  }),
};
