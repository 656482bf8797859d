import type { TitledText } from '@charitykit/content';
import type { CSSProperties } from 'react';
import * as styles from './ApproachSteps.css';

export interface ApproachStepsProps {
  steps: readonly TitledText[];
  /** The numbers' background; white must be readable on it. */
  colour?: string;
  headingLevel?: 3 | 4;
}

/** A numbered approach ("1 Assess, 2 Deliver, ..."), as an ordered list. */
export function ApproachSteps({ steps, colour, headingLevel = 3 }: ApproachStepsProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol
      className={styles.list}
      style={colour ? ({ '--step-colour': colour } as CSSProperties) : undefined}
    >
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <Title className={styles.title}>{step.title}</Title>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
