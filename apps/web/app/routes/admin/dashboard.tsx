import { adminCopy, adminRoleLabels } from '@charitykit/content';
import { useAuth, useDashboardCounts } from '@charitykit/data';
import { Alert, adminNavIcons, Link, Skeleton, StatCard } from '@charitykit/ui';
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
    <div>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.pageTitle}>{copy.title}</h1>
          <p className={styles.pageDescription}>{copy.description}</p>
        </div>
      </div>
      {counts.isError ? (
        <div className={styles.stackSmall} style={{ marginBottom: '1rem' }}>
          <Alert tone="danger" title={copy.countsFailed}>
            {counts.error.message}
          </Alert>
        </div>
      ) : null}
      <div className={styles.statGrid} aria-busy={counts.isPending || undefined}>
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
      </div>
      <h2 className={styles.sectionTitle}>{copy.quickActionsTitle}</h2>
      <ul className={styles.actionGrid}>
        {copy.quickActions.map((action) => (
          <li key={action.key}>
            <Link href={action.href} className={styles.actionLink}>
              <span className={styles.actionTitle}>{action.title}</span>
              <span>{action.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.sectionTitle}>{copy.gettingStartedTitle}</h2>
      <ol className={styles.stackSmall}>
        {copy.gettingStarted.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
