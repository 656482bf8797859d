import { useState } from 'react';
import { validateSections } from '../reducer/validateSections';
import { createSectionRegistry } from '../registry/registry';
import type { SectionDefinition, SectionFieldErrors, StoredSection } from '../registry/types';

export interface SectionEditorHarnessProps {
  /** The section type, with its builder half. */
  definition: SectionDefinition;
  initial: StoredSection;
  /** Check the section as Save Page would, showing its errors. */
  validate?: boolean;
}

/** One section's editor with its own state, as the builder holds it (stories of each type). */
export function SectionEditorHarness({
  definition,
  initial,
  validate = false,
}: SectionEditorHarnessProps) {
  const [section, setSection] = useState(initial);
  const [errors, setErrors] = useState<SectionFieldErrors>(() => {
    if (!validate) return {};
    const check = validateSections(
      [{ ...initial, id: 'story' }],
      createSectionRegistry([definition]),
    );
    return check.ok ? {} : (check.errors.story ?? {});
  });
  return (
    <div style={{ maxWidth: 640 }}>
      <h2>{definition.label}</h2>
      <definition.Editor
        section={section}
        errors={errors}
        idPrefix="story"
        onChange={(field, value, also) => {
          setSection((current) =>
            field === 'title'
              ? { ...current, title: value }
              : { ...current, content: { ...current.content, ...also, [field]: value } },
          );
          setErrors(({ [field]: _cleared, ...rest }) => rest);
        }}
      />
    </div>
  );
}
