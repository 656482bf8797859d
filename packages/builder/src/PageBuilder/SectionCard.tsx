import { messages, pageBuilderTexts as texts } from '@charitykit/content';
import { Alert, Button, Icon } from '@charitykit/ui';
import { ArrowDown, ArrowUp, Eye, Pencil, Trash2 } from 'lucide';
import type { BuilderSection, SectionMode } from '../reducer/builderReducer';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition, SectionFieldErrors } from '../registry/types';
import * as styles from './PageBuilder.css';

export type SectionCommand = 'moveUp' | 'moveDown' | 'toggleMode' | 'remove';

export interface SectionCardProps {
  section: BuilderSection;
  position: number;
  total: number;
  mode: SectionMode;
  errors: SectionFieldErrors;
  registry: SectionRegistry<SectionDefinition>;
  onCommand: (command: SectionCommand, section: BuilderSection) => void;
  onFieldChange: (
    section: BuilderSection,
    field: string,
    value: string,
    also?: Readonly<Record<string, string>>,
  ) => void;
}

/** One section in the builder: its label and place, its controls, and its editor or preview. */
export function SectionCard({
  section,
  position,
  total,
  mode,
  errors,
  registry,
  onCommand,
  onFieldChange,
}: SectionCardProps) {
  const definition = registry.get(section.type);
  const label = definition?.label ?? messages.unknownSectionType;
  const headingId = `section-${section.id}-heading`;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section
      className={hasErrors ? `${styles.card} ${styles.cardInvalid}` : styles.card}
      aria-labelledby={headingId}
      data-section-id={section.id}
    >
      <div className={styles.cardHeader}>
        <div>
          <h2 id={headingId} className={styles.cardTitle} tabIndex={-1}>
            {label}
            {section.title.trim() ? (
              <span className={styles.cardSubtitle}>: {section.title}</span>
            ) : null}
          </h2>
          <p className={styles.cardPosition}>{texts.position(position, total)}</p>
        </div>
        <div className={styles.cardActions}>
          <Button
            variant="ghost"
            size="small"
            data-command="moveUp"
            disabled={position === 1}
            onClick={() => onCommand('moveUp', section)}
            icon={<Icon icon={ArrowUp} />}
          >
            {texts.moveUp}
          </Button>
          <Button
            variant="ghost"
            size="small"
            data-command="moveDown"
            disabled={position === total}
            onClick={() => onCommand('moveDown', section)}
            icon={<Icon icon={ArrowDown} />}
          >
            {texts.moveDown}
          </Button>
          {definition ? (
            <Button
              variant="ghost"
              size="small"
              data-command="toggleMode"
              aria-pressed={mode === 'preview'}
              onClick={() => onCommand('toggleMode', section)}
              icon={<Icon icon={mode === 'edit' ? Eye : Pencil} />}
            >
              {mode === 'edit' ? texts.preview : texts.edit}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="small"
            data-command="remove"
            onClick={() => onCommand('remove', section)}
            icon={<Icon icon={Trash2} />}
          >
            {texts.remove}
          </Button>
        </div>
      </div>
      <div className={styles.cardBody}>
        {!definition ? (
          <Alert tone="warning" title={messages.unknownSectionType}>
            {`"${section.type}" cannot be edited here. It is kept when the page is saved and is not shown to visitors.`}
          </Alert>
        ) : mode === 'edit' ? (
          <definition.Editor
            section={section}
            errors={errors}
            idPrefix={`section-${section.id}`}
            onChange={(field, value, also) => onFieldChange(section, field, value, also)}
          />
        ) : (
          <div className={styles.preview}>
            <definition.Renderer section={section} headingLevel={2} />
          </div>
        )}
      </div>
    </section>
  );
}
