import type { StoredSection } from '../../registry/types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A content field as text: anything that is not a string (a number, an object) reads as ''. */
export function readText(content: Record<string, unknown>, key: string): string {
  const value = content[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The sections of a stored `pages.content`, read defensively: another client may have saved
 * anything. Entries without a string `type` are dropped; a missing title or content becomes
 * empty. Nothing here turns text into markup.
 */
export function readSections(pageContent: unknown): StoredSection[] {
  if (!isRecord(pageContent) || !Array.isArray(pageContent.sections)) return [];
  const sections: StoredSection[] = [];
  for (const entry of pageContent.sections) {
    if (!isRecord(entry) || typeof entry.type !== 'string') continue;
    sections.push({
      type: entry.type,
      title: typeof entry.title === 'string' ? entry.title : '',
      content: isRecord(entry.content) ? { ...entry.content } : {},
    });
  }
  return sections;
}
