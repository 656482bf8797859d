'use client';

import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  fetchPublicSettings,
  type PublicSettingsOptions,
  type PublicSettingsSource,
} from './fetchPublicSettings';

export interface PublicSettingsState {
  settings: SiteSettings;
  /**
   * `provided`: the settings the provider was given (a server render) and no read is made;
   * otherwise 'loading' until the read ends, then where the settings came from.
   */
  status: 'provided' | 'loading' | PublicSettingsSource;
}

const PublicSettingsContext = createContext<PublicSettingsState>({
  settings: defaultSiteSettings,
  status: 'defaults',
});

export interface PublicSettingsProviderProps extends Omit<PublicSettingsOptions, 'defaults'> {
  children: ReactNode;
  /**
   * What to show first (and in prerendered HTML): the settings a server rendered the page with,
   * or content's defaults when not given, so the page renders fully with no backend at all.
   */
  initialSettings?: SiteSettings;
}

/**
 * Provides the settings a server rendered the page with, as they are: hydration keeps them and
 * nothing flips. The lightest way to feed `usePublicSettings` (a server-rendered site's layout).
 */
export function RenderedSettingsProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  const state = useMemo<PublicSettingsState>(() => ({ settings, status: 'provided' }), [settings]);
  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
}

/**
 * The public site's settings, for every component under it (`usePublicSettings`).
 *
 * Without `url` and `anonKey` it provides `initialSettings` as they are. With them, it also reads
 * the live settings once on the client, after the first paint (a static export's trade-off).
 */
export function PublicSettingsProvider({
  children,
  initialSettings = defaultSiteSettings,
  url,
  anonKey,
  timeoutMs,
  onError,
  fetch,
}: PublicSettingsProviderProps) {
  const reads = Boolean(url && anonKey);
  const [read, setRead] = useState<PublicSettingsState | null>(null);

  // Read once per backend: a new onError or fetch function (an inline arrow re-created on
  // every render) is not a reason to read again, so they are read through a ref.
  // The same goes for initialSettings: an inline object would otherwise refetch forever.
  const callbacks = useRef({ onError, fetch, initialSettings });
  callbacks.current = { onError, fetch, initialSettings };

  useEffect(() => {
    if (!url || !anonKey) return;
    let active = true;
    const options: PublicSettingsOptions = {
      url,
      anonKey,
      defaults: callbacks.current.initialSettings,
      onError: (error) => callbacks.current.onError?.(error),
      fetch: (input, init) => (callbacks.current.fetch ?? globalThis.fetch)(input, init),
    };
    if (timeoutMs !== undefined) options.timeoutMs = timeoutMs;
    void fetchPublicSettings(options).then(({ settings, source }) => {
      if (active) setRead({ settings, status: source });
    });
    return () => {
      active = false;
    };
  }, [url, anonKey, timeoutMs]);

  const state = useMemo<PublicSettingsState>(
    () =>
      reads
        ? (read ?? { settings: initialSettings, status: 'loading' })
        : { settings: initialSettings, status: 'provided' },
    [reads, read, initialSettings],
  );
  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
}

/** The site settings: the provider's, or content's defaults without a provider. */
export function usePublicSettings(): SiteSettings {
  return useContext(PublicSettingsContext).settings;
}

/** The settings with where they came from, for whoever wants to wait for the live values. */
export function usePublicSettingsState(): PublicSettingsState {
  return useContext(PublicSettingsContext);
}
