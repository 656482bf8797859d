'use client';

import { useEffect, useState } from 'react';
import {
  type BuilderSectionType,
  loadedSectionDefinitions,
  loadSectionDefinitions,
} from '../registry/load';
import type { SectionRegistry } from '../registry/registry';
import type { SectionDefinition } from '../registry/types';

/**
 * The registry's definitions, with each type's builder half loaded: at once when they are
 * already at hand, otherwise `undefined` until they load. A failure to load them (the code could
 * not be fetched) is thrown to the nearest error boundary, as a route whose code fails is.
 */
export function useSectionDefinitions(
  registry: SectionRegistry<BuilderSectionType>,
): SectionRegistry<SectionDefinition> | undefined {
  const ready = loadedSectionDefinitions(registry);
  const [, setLoaded] = useState<SectionRegistry<SectionDefinition>>();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSectionDefinitions(registry).then(
      (definitions) => live && setLoaded(definitions),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [registry, ready]);
  if (failure) throw failure.error;
  return ready;
}
