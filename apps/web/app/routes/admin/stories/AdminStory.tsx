/**
 * Stories of the admin screens: the real screens, hooks, AuthProvider and supabase-js client,
 * answered by data's MSW scenarios, inside a memory router with the back-office's routes (as
 * routes.ts has them, each screen from its own folder). Every `<screen>/*.stories.tsx` opens it
 * at its address with `adminScreen`. Not part of the app's build.
 */

import { defaultSiteSettings } from '@charitykit/content';
import {
  createDataQueryClient,
  createSupabaseRepositories,
  type DataClient,
} from '@charitykit/data';
import { createMswDataClient, type supabaseHandlers } from '@charitykit/data/msw';
import { LinkProvider, toast } from '@charitykit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { within } from 'storybook/test';
import { AppLink } from '../../../app-link';
import { PublicChrome } from '../../../components/public-chrome';
import { ActivityScreen } from '../activity/ActivityScreen';
import Dashboard from '../dashboard/DashboardScreen';
import { ForgotPasswordScreen } from '../forgot-password/ForgotPasswordScreen';
import { AdminFrame } from '../layout/AdminFrame';
import { AdminLayoutView } from '../layout/AdminLayout';
import { MediaLibraryScreen } from '../media/MediaLibraryScreen';
import { PagesScreen } from '../pages/PagesScreen';
import { PasswordLinkScreen } from '../password-link/PasswordLinkScreen';
import { StaffPreview } from '../preview/StaffPreview';
import { ProfileScreen } from '../profile/ProfileScreen';
import { AdminProviders } from '../providers/AdminProviders';
import type { AdminBackend } from '../providers/backend';
import { SettingsScreen } from '../settings/SettingsScreen';
import { SignInScreen } from '../sign-in/SignInScreen';
import { SubmissionsScreen } from '../submissions/SubmissionsScreen';
import { SubscribersScreen } from '../subscribers/SubscribersScreen';
import { TeamScreen } from '../team/TeamScreen';
import { TwoFactorScreen } from '../two-factor/TwoFactorScreen';
import { UploadScreen } from '../upload/UploadScreen';

function createStoryBackend(): AdminBackend & { client: DataClient } {
  // One client per story, its own storage.
  const client = createMswDataClient('admin-story');
  const queryClient = createDataQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  return { client, repositories: createSupabaseRepositories(client), queryClient };
}

export interface AdminStoryProps {
  /** The address the story opens at, e.g. '/admin/pages'. */
  path: string;
  /** Sign in first (through the MSW sign-in scenario), as a person who is already signed in. */
  signedIn?: boolean;
  /** Called instead of reloading the page after profile setup. */
  reload?: () => void;
  /** The fragment a one-time link landed with (issue 26), e.g. '#error_code=otp_expired'. */
  landedWith?: string;
  /** A short idle sign-out for stories of its warning (ms). */
  idleTimeoutMs?: number;
  idleWarningMs?: number;
}

/** Issue 25: staff's Preview at /preview/{id}, inside the public site's header and footer. */
function PreviewRoute() {
  const { id = '' } = useParams();
  return <StaffPreview id={id} />;
}

function Frame({ children }: { children: ReactNode }) {
  return <LinkProvider component={AppLink}>{children}</LinkProvider>;
}

export function AdminStory({
  path,
  signedIn = true,
  reload,
  landedWith = '',
  idleTimeoutMs,
  idleWarningMs,
}: AdminStoryProps) {
  const [backend] = useState(createStoryBackend);
  const [ready, setReady] = useState(!signedIn);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <Frame>
              <Outlet />
            </Frame>
          ),
          children: [
            { path: '/admin/auth', element: <SignInScreen /> },
            {
              path: '/admin/set-password',
              element: <PasswordLinkScreen mode="invite" landedWith={landedWith} />,
            },
            {
              path: '/admin/reset-password',
              element: <PasswordLinkScreen mode="recovery" landedWith={landedWith} />,
            },
            { path: '/admin/forgot-password', element: <ForgotPasswordScreen /> },
            { path: '/admin/two-factor', element: <TwoFactorScreen /> },
            {
              element: <PublicChrome settings={defaultSiteSettings} />,
              children: [{ path: '/preview/:id', element: <PreviewRoute /> }],
            },
            {
              path: '/admin',
              element: (
                <AdminLayoutView
                  Frame={AdminFrame}
                  reload={reload}
                  {...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs })}
                  {...(idleWarningMs === undefined ? {} : { idleWarningMs })}
                />
              ),
              children: [
                { index: true, element: <Dashboard /> },
                { path: 'pages', element: <PagesScreen /> },
                { path: 'media', element: <MediaLibraryScreen /> },
                { path: 'upload', element: <UploadScreen /> },
                { path: 'settings', element: <SettingsScreen /> },
                { path: 'team', element: <TeamScreen /> },
                { path: 'profile', element: <ProfileScreen /> },
                { path: 'submissions', element: <SubmissionsScreen /> },
                { path: 'subscribers', element: <SubscribersScreen /> },
                { path: 'activity', element: <ActivityScreen /> },
                { path: 'builder', element: <h1>Page Builder</h1> },
              ],
            },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  useEffect(() => {
    toast.clear();
    if (!signedIn) return;
    void backend.client.auth
      .signInWithPassword({ email: 'story@hoperelief.org.uk', password: 'story-password' })
      .then(() => setReady(true));
  }, [backend, signedIn]);
  if (!ready) return null;
  return (
    <AdminProviders backend={backend}>
      <RouterProvider router={router} />
    </AdminProviders>
  );
}

type AdminStoryObj = StoryObj<typeof AdminStory>;
type Handlers = ReturnType<typeof supabaseHandlers>;

/** What every admin screen's stories share: the real screen at `path`. */
export function adminScreen(path: string, args: Partial<AdminStoryProps> = {}) {
  return { component: AdminStory, args: { path, ...args } } satisfies Partial<
    Meta<typeof AdminStory>
  >;
}

/** A story's backend: these handlers answer first (an empty, slow or failing service). */
export function given(handlers: () => Handlers): Pick<AdminStoryObj, 'beforeEach'> {
  return {
    beforeEach({ msw }) {
      msw.use(...handlers());
    },
  };
}

/** The whole page: dialogs and toasts render outside the story's root. */
export const page = () => within(document.body);
