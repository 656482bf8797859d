import type { ComponentType } from 'react';
import type { ZodType } from 'zod';

/** A section as it is stored in `pages.content.sections` (spec section 3): no id. */
export interface StoredSection {
  type: string;
  title: string;
  content: Record<string, unknown>;
}

/** What a renderer receives: the stored section, read as-is (never trusted as HTML). */
export interface SectionRendererProps {
  section: StoredSection;
  /**
   * The heading level of the section's title: 1 for the page's first section when it may
   * carry the page's one h1 (a hero), otherwise 2.
   */
  headingLevel: 1 | 2;
}

/** The part of a section type the public site needs: no editor, no schema. */
export interface SectionRenderer {
  type: string;
  /** The name staff see ("Hero Section"). */
  label: string;
  /** Whether this section's title can be the page's h1 when it comes first. */
  leadsPage?: boolean;
  /**
   * The renderer's HTML works as it is, with no JavaScript in the browser (no state, effects or
   * event handlers; links are plain links). A page whose sections are all `htmlOnly` can be sent
   * without the framework's scripts (`pageNeedsScripts`). Leave it unset for a section that needs
   * script, such as a carousel or a donation form.
   */
  htmlOnly?: boolean;
  Renderer: ComponentType<SectionRendererProps>;
}

/** Field errors of one section, keyed by field name (`title`, or a content key). */
export type SectionFieldErrors = Readonly<Record<string, string>>;

export interface SectionEditorProps {
  section: StoredSection;
  /**
   * Replaces the title or one content field. `also` sets other content fields in the same step
   * (one undo step): an image's size with its address.
   */
  onChange: (field: string, value: string, also?: Readonly<Record<string, string>>) => void;
  errors: SectionFieldErrors;
  /** Unique per section: fields use it for their ids (`${idPrefix}-title`). */
  idPrefix: string;
}

/** The builder's half of a section type: what a new section holds, its checks and its editor. */
export interface SectionEditing {
  /** A new section's title and content. */
  defaults: { title: string; content: Record<string, unknown> };
  /**
   * Checks `{ title, content }` before saving; its output is what is saved. A type's messages
   * live with it, in its folder.
   */
  schema: ZodType<{ title: string; content: Record<string, unknown> }>;
  Editor: ComponentType<SectionEditorProps>;
}

/** Everything the builder needs about a section type, all at hand. */
export interface SectionDefinition extends SectionRenderer, SectionEditing {}

/**
 * A section type as its folder defines it: what visitors need, and the builder's half, which
 * loads only when the builder opens (`edit` imports the folder's `edit.ts` on demand), so a
 * public page never loads an editor or a schema. One registry of these serves the site and the
 * builder.
 */
export interface SectionType extends SectionRenderer {
  edit: () => Promise<{ editing: SectionEditing }>;
}
