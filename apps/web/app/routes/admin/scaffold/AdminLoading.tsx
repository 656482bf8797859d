import { adminCopy } from '@charitykit/content';
import { Spinner } from '@charitykit/ui';
import * as styles from './signed-out.css';

/** The whole-screen loading state while the session is checked. */
export function AdminLoading() {
  return (
    <div className={styles.centered}>
      <Spinner label={adminCopy.layout.loading} showLabel size="large" />
    </div>
  );
}
