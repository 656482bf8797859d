// @charitykit/data/msw: MSW handlers that stand in for Supabase in stories and tests.
// Storybook (msw-storybook-addon 3): `beforeEach({ msw }) { msw.use(...scenarios.pages.empty()) }`.
// vitest: `setupServer(...supabaseHandlers())` from 'msw/node', then `server.use(...)` per test.
export { createMswDataClient, mswBackend } from './client';
export {
  fixtureAdminUsers,
  fixtureContactMessages,
  fixtureIds,
  fixtureMedia,
  fixtureMediaTrash,
  fixturePages,
  fixturePageTrash,
  fixturePreviewLinks,
  fixtureRevisions,
  fixtureSettingRows,
  fixtureTeam,
  fixtureUsers,
  fixtureVolunteerApplications,
} from './fixtures';
export type { CallScenarios, ErrorOptions, ScenarioName } from './scenarios';
export { countsOf, scenarios, supabaseHandlers } from './scenarios';
export { authError, restError, sessionFor, storageError } from './wire';
