'use client';

import { defaultSiteSettings, type SiteSettings } from '@charitykit/content';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import {
  fetchPublicSettings,
  type PublicSettingsOptions,
  type PublicSettingsSource,
} from './fetchPublicSettings';

export interface PublicSettingsState {
  settings: SiteSettings;
  /** 'loading' until the first read ends; then where the settings came from. */
  status: 'loading' | PublicSettingsSource;
}

const PublicSettingsContext = createContext<PublicSettingsState>({
  settings: defaultSiteSettings,
  status: 'defaults',
});

export interface PublicSettingsProviderProps extends Omit<PublicSettingsOptions, 'defaults'> {
  children: ReactNode;
  /**
   * What to show before the read ends (and in prerendered HTML): content's defaults unless
   * given, so the page renders fully with no backend at all.
   */
  initialSettings?: SiteSettings;
}

/**
 * Reads the site settings once on the client, after the first paint, and provides them to
 * the public site. Prerendering and the first render use the defaults, so the HTML never
 * waits on the backend and hydration matches.
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
  const [state, setState] = useState<PublicSettingsState>({
    settings: initialSettings,
    status: url && anonKey ? 'loading' : 'defaults',
  });

  // Read once per backend: a new onError or fetch function (an inline arrow re-created on
  // every render) is not a reason to read again, so they are read through a ref.
  // The same goes for initialSettings: an inline object would otherwise refetch forever.
  const callbacks = useRef({ onError, fetch, initialSettings });
  callbacks.current = { onError, fetch, initialSettings };

  useEffect(() => {
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
      if (active) setState({ settings, status: source });
    });
    return () => {
      active = false;
    };
  }, [url, anonKey, timeoutMs]);

  return <PublicSettingsContext.Provider value={state}>{children}</PublicSettingsContext.Provider>;
}

/** The site settings: live ones once read, content's defaults before that or without a provider. */
export function usePublicSettings(): SiteSettings {
  return useContext(PublicSettingsContext).settings;
}

/** The settings with the read's status, for whoever wants to wait for the live values. */
export function usePublicSettingsState(): PublicSettingsState {
  return useContext(PublicSettingsContext);
}
