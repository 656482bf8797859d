/** The dashboard screen, loaded by the index route (`route.tsx`) once someone is signed in. */
import { adminCopy, adminRoleLabels, submissionsCopy } from '@charitykit/content';
import { useAuth, useDashboardCounts, useNewSubmissionCounts } from '@charitykit/data';
import {
  AdminPage,
  Alert,
  adminNavIcons,
  Grid,
  Link,
  Skeleton,
  Stack,
  StatCard,
  type StatCardProps,
} from '@charitykit/ui';
import * as styles from '../scaffold/scaffold.css';
import * as dashboard from './dashboard.css';

const copy = adminCopy.dashboard;

/** Dashboard: the real counts, the signed-in role, quick actions and Getting Started. */
export default function DashboardScreen() {
  const counts = useDashboardCounts();
  const submissions = useNewSubmissionCounts();
  const { adminUser } = useAuth();
  const loadingValue = <Skeleton width="3rem" />;
  const figure = (value: number | undefined) =>
    counts.isPending ? loadingValue : counts.isError ? '–' : value;
  const data = counts.data;
  const newSubmissions = submissions.data
    ? submissions.data.contact + submissions.data.volunteer
    : undefined;
  const cards: StatCardProps[] = [
    {
      title: copy.totalPages,
      value: figure(data?.pages.total),
      detail: data ? copy.pagesDetail(data.pages.published, data.pages.draft) : undefined,
      icon: adminNavIcons.pages,
    },
    {
      title: copy.mediaFiles,
      value: figure(data?.media.total),
      detail: data ? copy.mediaDetail(data.media.images, data.media.videos) : undefined,
      icon: adminNavIcons.media,
    },
    {
      title: submissionsCopy.dashboardCard,
      value: submissions.isPending ? loadingValue : submissions.isError ? '–' : newSubmissions,
      detail: submissions.data
        ? submissionsCopy.dashboardDetail(submissions.data.contact, submissions.data.volunteer)
        : undefined,
      icon: adminNavIcons.submissions,
    },
    {
      title: copy.yourRole,
      value: adminUser ? adminRoleLabels[adminUser.role] : '–',
      detail: copy.roleDetail,
      icon: adminNavIcons.settings,
    },
    {
      title: copy.quickAccess,
      value: copy.quickAccessValue,
      detail: copy.quickAccessDetail,
      icon: adminNavIcons.dashboard,
    },
  ];

  return (
    <AdminPage title={copy.title} description={copy.description}>
      <Stack gap="large">
        <Stack>
          {counts.isError ? (
            <Alert tone="danger" title={copy.countsFailed}>
              {counts.error.message}
            </Alert>
          ) : null}
          <Grid minColumnWidth="13rem" gap="medium" aria-busy={counts.isPending || undefined}>
            {cards.map((card) => (
              <StatCard key={String(card.title)} {...card} headingLevel={2} />
            ))}
          </Grid>
        </Stack>
        <div>
          <h2 className={styles.sectionTitle}>{copy.quickActionsTitle}</h2>
          <Grid as="ul" minColumnWidth="13rem" gap="medium">
            {copy.quickActions.map((action) => (
              <li key={action.key}>
                <Link href={action.href} className={dashboard.actionLink}>
                  <span className={dashboard.actionTitle}>{action.title}</span>
                  <span>{action.description}</span>
                </Link>
              </li>
            ))}
          </Grid>
        </div>
        <div>
          <h2 className={styles.sectionTitle}>{copy.gettingStartedTitle}</h2>
          <ol className={dashboard.steps}>
            {copy.gettingStarted.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Stack>
    </AdminPage>
  );
}
