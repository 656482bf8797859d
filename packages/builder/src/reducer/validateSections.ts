import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition, SectionFieldErrors, StoredSection } from '../registry/types';
import { type BuilderSection, toStoredSections } from './builderReducer';

export type SectionsCheck =
  | { ok: true; sections: StoredSection[] }
  | {
      ok: false;
      errors: Record<string, SectionFieldErrors>;
      /** The first problem in page order, to move focus to. */
      first: { id: string; field: string; message: string };
    };

/**
 * Checks every section with its type's schema before saving. What is saved is each schema's
 * output (trimmed, cleaned). A section of a type the registry does not know is kept as it was
 * stored: the builder cannot edit it, but saving must not lose it.
 */
export function validateSections(
  sections: readonly BuilderSection[],
  registry: SectionRegistry<SectionDefinition>,
): SectionsCheck {
  const errors: Record<string, Record<string, string>> = {};
  let first: { id: string; field: string; message: string } | null = null;
  const saved: StoredSection[] = [];
  for (const section of sections) {
    const definition = registry.get(section.type);
    if (!definition) {
      saved.push(...toStoredSections([section]));
      continue;
    }
    const result = definition.schema.safeParse({ title: section.title, content: section.content });
    if (result.success) {
      saved.push({ type: section.type, title: result.data.title, content: result.data.content });
      continue;
    }
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(
        issue.path[0] === 'content' ? (issue.path[1] ?? 'content') : (issue.path[0] ?? 'title'),
      );
      fieldErrors[field] ??= issue.message;
      first ??= { id: section.id, field, message: issue.message };
    }
    errors[section.id] = fieldErrors;
  }
  return first ? { ok: false, errors, first } : { ok: true, sections: saved };
}
