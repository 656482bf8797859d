import { Button } from '../../components/Button';
import * as styles from './CallToAction.css';

/** A button of the band: a link when `href` is given, otherwise a button with `onClick` (or none). */
export interface CallToActionItem {
  label: string;
  href?: string | null;
  onClick?: () => void;
}

export interface CallToActionProps {
  title: string;
  description?: string;
  actions: readonly CallToActionItem[];
  headingLevel?: 2 | 3;
}

/** A closing band: a title, a line and up to a few buttons. */
export function CallToAction({ title, description, actions, headingLevel = 2 }: CallToActionProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <section className={styles.band}>
      <div className={styles.inner}>
        <Title className={styles.title}>{title}</Title>
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.actions}>
          {actions.map((action, i) => (
            <Button
              key={action.label}
              size="large"
              variant={i === 0 ? 'primary' : 'outline'}
              href={action.href ?? undefined}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
