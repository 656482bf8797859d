import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../../components/Heading/Heading';
import { Text } from '../../../components/Text/Text';
import * as styles from './forms.css';

/** A public form's optional title (which names the form) and description. */
export function FormHeader({
  title,
  titleId,
  description,
  headingLevel,
}: {
  title?: ReactNode;
  titleId: string;
  description?: ReactNode;
  headingLevel: HeadingLevel;
}) {
  if (!title && !description) return null;
  return (
    <div className={styles.header}>
      {title ? (
        <Heading level={headingLevel} size="large" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {description ? <Text tone="muted">{description}</Text> : null}
    </div>
  );
}
