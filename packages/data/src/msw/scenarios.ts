/**
 * Every call's scenario factory, gathered from the features (each writes its own in its
 * `scenarios.ts`), and the default handlers that answer every call with the fixtures.
 */

import { type HttpHandler, http } from 'msw';
import { activityScenarios } from '../activity/scenarios';
import { fixtureUsers } from '../auth/fixtures';
import { authScenarios } from '../auth/scenarios';
import { dashboardScenarios } from '../dashboard/scenarios';
import type { CallScenarios } from '../lib/mswCall';
import { authJson, sessionFor } from '../lib/mswWire';
import { mediaScenarios } from '../media/scenarios';
import { mfaScenarios } from '../mfa/scenarios';
import { pageScenarios } from '../pages/scenarios';
import { previewScenarios } from '../previews/scenarios';
import { settingsScenarios } from '../settings/scenarios';
import { submissionScenarios } from '../submissions/scenarios';
import { subscriberScenarios } from '../subscribers/scenarios';
import { teamScenarios } from '../team/scenarios';
import { trashScenarios } from '../trash/scenarios';

/**
 * One scenario factory per call of spec section 7. The order is the handlers' order in
 * `supabaseHandlers()`, and it matters where two calls share a method and path: a read of one
 * page by id (`page`) comes before `pageConflict`'s, which would otherwise answer every such read.
 */
export const scenarios = {
  ...authScenarios,
  ...pageScenarios,
  ...trashScenarios,
  ...previewScenarios,
  ...dashboardScenarios,
  ...mediaScenarios,
  ...settingsScenarios,
  ...teamScenarios,
  ...submissionScenarios,
  ...subscriberScenarios,
  ...activityScenarios,
  ...mfaScenarios,
} satisfies Record<string, CallScenarios<never>>;

export type ScenarioName = keyof typeof scenarios;

/**
 * Every call answered with the fixtures: the default for stories and tests, which then
 * override one call with `msw.use(...scenarios.pages.error('...'))`. Also answers the auth
 * calls the client makes by itself (token refresh, current user).
 */
export function supabaseHandlers(): HttpHandler[] {
  const user = fixtureUsers.admin;
  const always: HttpHandler[] = [
    http.post('*/auth/v1/token', ({ request }) =>
      new URL(request.url).searchParams.get('grant_type') === 'refresh_token'
        ? authJson(sessionFor(user))
        : undefined,
    ),
    http.get('*/auth/v1/user', () => authJson(user)),
  ];
  return [
    ...always,
    ...Object.values(scenarios).flatMap((factory) =>
      (factory as CallScenarios<unknown>).populated(),
    ),
  ];
}
