import type { SectionRenderer } from './types';

/**
 * An immutable list of section types, keyed by `type`. `with()` returns a new registry, so a
 * charity can add or replace types without touching ours:
 * `defaultSectionRegistry.with(quoteSection)`.
 */
export interface SectionRegistry<T extends SectionRenderer = SectionRenderer> {
  /** The definition for a type, or `undefined` when the registry does not know it. */
  get(type: string): T | undefined;
  has(type: string): boolean;
  /** Every type, in the order they were registered (the builder's "add" buttons). */
  list(): readonly T[];
  /** A registry with these types added; a type already present is replaced in place. */
  with<U extends SectionRenderer>(...definitions: readonly U[]): SectionRegistry<T | U>;
}

export function createSectionRegistry<T extends SectionRenderer>(
  definitions: readonly T[],
): SectionRegistry<T> {
  const byType = new Map<string, T>();
  for (const definition of definitions) {
    if (!/^[a-z][a-z0-9-]*$/.test(definition.type)) {
      throw new Error(
        `Section type "${definition.type}" must be lowercase letters, digits and hyphens`,
      );
    }
    byType.set(definition.type, definition);
  }
  const list = [...byType.values()];
  return {
    get: (type) => byType.get(type),
    has: (type) => byType.has(type),
    list: () => list,
    with<U extends SectionRenderer>(...more: readonly U[]) {
      const merged = new Map<string, T | U>(byType);
      for (const definition of more) merged.set(definition.type, definition);
      return createSectionRegistry<T | U>([...merged.values()]);
    },
  };
}
