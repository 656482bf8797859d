import type { ActivityRepositories } from '../activity/types';
import type { AuthRepositories } from '../auth/types';
import type { DashboardRepositories } from '../dashboard/types';
import type { MediaRepositories } from '../media/types';
import type { MfaRepositories } from '../mfa/types';
import type { PagesRepositories } from '../pages/types';
import type { PreviewLinksRepositories } from '../previews/types';
import type { SettingsRepositories } from '../settings/types';
import type { SubmissionsRepositories } from '../submissions/types';
import type { SubscribersRepositories } from '../subscribers/types';
import type { TeamRepositories } from '../team/types';

/**
 * Every feature's repositories: what the app gives the DataProvider. Each feature's hooks use
 * only their own (`PagesRepositories` is `{ pages }`), so a feature added here is one line.
 */
export interface Repositories
  extends AuthRepositories,
    TeamRepositories,
    PagesRepositories,
    PreviewLinksRepositories,
    DashboardRepositories,
    MediaRepositories,
    SettingsRepositories,
    SubmissionsRepositories,
    SubscribersRepositories,
    ActivityRepositories,
    MfaRepositories {}
