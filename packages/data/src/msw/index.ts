// @charitykit/data/msw: MSW handlers that stand in for Supabase in stories and tests.
// Storybook (msw-storybook-addon 3): `beforeEach({ msw }) { msw.use(...scenarios.pages.empty()) }`.
// vitest: `setupServer(...supabaseHandlers())` from 'msw/node', then `server.use(...)` per test.

export { fixtureActivity, fixtureActivityPeople } from '../activity/fixtures';
export { fixtureAdminUsers, fixtureIds, fixtureUsers } from '../auth/fixtures';
export { countsOf } from '../dashboard/scenarios';
export type { CallScenarios, ErrorOptions } from '../lib/mswCall';
export { authError, restError, sessionFor, storageError } from '../lib/mswWire';
export { fixtureMedia, fixtureMediaTrash } from '../media/fixtures';
export {
  fixtureUserWithTotp,
  mfaSessionFor,
  STORY_TOTP_CODE,
  STORY_TOTP_SECRET,
  totpAccount,
} from '../mfa/scenarios';
export { fixturePages, fixturePageTrash, fixtureRevisions } from '../pages/fixtures';
export { fixturePreviewLinks } from '../previews/fixtures';
export { fixtureSettingRows } from '../settings/fixtures';
export { fixtureContactMessages, fixtureVolunteerApplications } from '../submissions/fixtures';
export { fixtureSubscribers } from '../subscribers/fixtures';
export { fixtureTeam } from '../team/fixtures';
export { STORY_PASSWORD } from '../team/scenarios';
export { createMswDataClient, mswBackend } from './client';
export type { ScenarioName } from './scenarios';
export { scenarios, supabaseHandlers } from './scenarios';
