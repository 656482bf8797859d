import { Card, Heading, Stack, Text } from '@charitykit/ui';
import type { ReactNode } from 'react';
import * as styles from './signed-out.css';

export interface AuthCardProps {
  /** The page's one heading. */
  title: ReactNode;
  /** A line under it, muted. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A back-office page outside the signed-in frame (sign-in, Forgot your password?, a password
 * link, profile setup): one card in the middle of the window, its heading first.
 */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className={styles.centered}>
      <main className={styles.authCard}>
        <Card variant="elevated" padding="large">
          <Stack>
            <Stack gap="xxsmall">
              <Heading level={1} size="xlarge">
                {title}
              </Heading>
              {description ? <Text tone="muted">{description}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Card>
      </main>
    </div>
  );
}
