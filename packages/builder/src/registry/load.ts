/**
 * The builder's half of each section type, loaded once: `loadSectionDefinitions(registry)`
 * resolves every type of a registry (a `SectionType` loads its `edit`; a `SectionDefinition` is
 * already whole) into a registry of definitions, in the same order.
 */
import { createSectionRegistry, type SectionRegistry } from './registry';
import type { SectionDefinition, SectionEditing, SectionType } from './types';

/** What a registry may hold: types whose builder half loads on demand, or whole definitions. */
export type BuilderSectionType = SectionType | SectionDefinition;

const isWhole = (type: BuilderSectionType): type is SectionDefinition => !('edit' in type);

// Each type loads once however many registries hold it; each registry resolves once, so the
// builder gets the same registry object every time it asks.
const loadedTypes = new WeakMap<SectionType, SectionDefinition>();
const loadingTypes = new WeakMap<SectionType, Promise<SectionDefinition>>();
const resolved = new WeakMap<
  SectionRegistry<BuilderSectionType>,
  SectionRegistry<SectionDefinition>
>();

/** A type with its builder half: the definition the builder uses. */
export function withEditing(type: SectionType, editing: SectionEditing): SectionDefinition {
  const { edit: _edit, ...renderer } = type;
  return { ...renderer, ...editing };
}

function loadType(type: SectionType): Promise<SectionDefinition> {
  let loading = loadingTypes.get(type);
  if (!loading) {
    loading = type.edit().then(({ editing }) => {
      const definition = withEditing(type, editing);
      loadedTypes.set(type, definition);
      return definition;
    });
    // A failed load (offline) may be tried again.
    loading.catch(() => loadingTypes.delete(type));
    loadingTypes.set(type, loading);
  }
  return loading;
}

/**
 * The registry's definitions if every type's builder half is already at hand, else undefined.
 * Synchronous, so a builder given a loaded registry renders at once.
 */
export function loadedSectionDefinitions(
  registry: SectionRegistry<BuilderSectionType>,
): SectionRegistry<SectionDefinition> | undefined {
  const known = resolved.get(registry);
  if (known) return known;
  if (registry.list().every(isWhole)) {
    // Every entry is a definition already: this registry is the builder's as it is.
    const whole = registry as SectionRegistry<SectionDefinition>;
    resolved.set(registry, whole);
    return whole;
  }
  const definitions: SectionDefinition[] = [];
  for (const type of registry.list()) {
    const definition = isWhole(type) ? type : loadedTypes.get(type);
    if (!definition) return undefined;
    definitions.push(definition);
  }
  const whole = createSectionRegistry(definitions);
  resolved.set(registry, whole);
  return whole;
}

/** Loads the builder's half of every type of the registry: a registry the builder can use. */
export async function loadSectionDefinitions(
  registry: SectionRegistry<BuilderSectionType>,
): Promise<SectionRegistry<SectionDefinition>> {
  await Promise.all(registry.list().map((type) => (isWhole(type) ? type : loadType(type))));
  const whole = loadedSectionDefinitions(registry);
  if (!whole) throw new Error('Section types did not load');
  return whole;
}
