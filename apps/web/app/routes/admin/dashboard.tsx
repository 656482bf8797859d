import { adminCopy, adminRoleLabels } from '@charitykit/content';
import { useAuth, useDashboardCounts } from '@charitykit/data';
import {
  AdminPage,
  Alert,
  adminNavIcons,
  Grid,
  Link,
  Skeleton,
  Stack,
  StatCard,
} from '@charitykit/ui';
import * as styles from './shared/admin.css';

const copy = adminCopy.dashboard;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: 'robots', content: 'noindex' }];
}

/** Dashboard: the real counts, the signed-in role, quick actions and Getting Started. */
export default function Dashboard() {
  const counts = useDashboardCounts();
  const { adminUser } = useAuth();
  const loadingValue = <Skeleton width="3rem" />;
  const figure = (value: number | undefined) =>
    counts.isPending ? loadingValue : counts.isError ? '–' : value;

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
            <StatCard
              title={copy.totalPages}
              value={figure(counts.data?.pages.total)}
              detail={
                counts.data
                  ? copy.pagesDetail(counts.data.pages.published, counts.data.pages.draft)
                  : undefined
              }
              icon={adminNavIcons.pages}
              headingLevel={2}
            />
            <StatCard
              title={copy.mediaFiles}
              value={figure(counts.data?.media.total)}
              detail={
                counts.data
                  ? copy.mediaDetail(counts.data.media.images, counts.data.media.videos)
                  : undefined
              }
              icon={adminNavIcons.media}
              headingLevel={2}
            />
            <StatCard
              title={copy.yourRole}
              value={adminUser ? adminRoleLabels[adminUser.role] : '–'}
              detail={copy.roleDetail}
              icon={adminNavIcons.settings}
              headingLevel={2}
            />
            <StatCard
              title={copy.quickAccess}
              value={copy.quickAccessValue}
              detail={copy.quickAccessDetail}
              icon={adminNavIcons.dashboard}
              headingLevel={2}
            />
          </Grid>
        </Stack>
        <div>
          <h2 className={styles.sectionTitle}>{copy.quickActionsTitle}</h2>
          <Grid as="ul" minColumnWidth="13rem" gap="medium">
            {copy.quickActions.map((action) => (
              <li key={action.key}>
                <Link href={action.href} className={styles.actionLink}>
                  <span className={styles.actionTitle}>{action.title}</span>
                  <span>{action.description}</span>
                </Link>
              </li>
            ))}
          </Grid>
        </div>
        <div>
          <h2 className={styles.sectionTitle}>{copy.gettingStartedTitle}</h2>
          <ol className={styles.steps}>
            {copy.gettingStarted.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Stack>
    </AdminPage>
  );
}
