'use client';

import { pageBuilderTexts as texts } from '@charitykit/content';
import { Button, EmptyState } from '@charitykit/ui';
import { type BuilderSection, type BuilderState, sectionMode } from '../reducer/builderReducer';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition } from '../registry/types';
import * as styles from './PageBuilder.css';
import { SectionCard, type SectionCommand } from './SectionCard';

/** "Add a section": a button per section type, in the registry's order. */
export function AddSectionBar({
  registry,
  onAdd,
}: {
  registry: SectionRegistry<SectionDefinition>;
  onAdd: (definition: SectionDefinition) => void;
}) {
  return (
    <fieldset className={styles.addBar} data-add-section>
      <legend className={styles.addLabel}>{texts.addSection}</legend>
      {registry.list().map((definition) => (
        <Button
          key={definition.type}
          variant="secondary"
          size="small"
          onClick={() => onAdd(definition)}
        >
          {definition.label}
        </Button>
      ))}
    </fieldset>
  );
}

export interface SectionListProps {
  state: BuilderState;
  registry: SectionRegistry<SectionDefinition>;
  onCommand: (command: SectionCommand, section: BuilderSection) => void;
  onFieldChange: (
    section: BuilderSection,
    field: string,
    value: string,
    also?: Readonly<Record<string, string>>,
  ) => void;
}

/** The page's sections in order, each as a card; "No sections yet" when there are none. */
export function SectionList({ state, registry, onCommand, onFieldChange }: SectionListProps) {
  if (state.sections.length === 0) {
    return <EmptyState title={texts.noSections} description={texts.noSectionsHint} />;
  }
  return (
    <ol className={styles.sections}>
      {state.sections.map((section, index) => (
        <li key={section.id}>
          <SectionCard
            section={section}
            position={index + 1}
            total={state.sections.length}
            mode={sectionMode(state, section.id)}
            errors={state.errors[section.id] ?? {}}
            registry={registry}
            onCommand={onCommand}
            onFieldChange={onFieldChange}
          />
        </li>
      ))}
    </ol>
  );
}
