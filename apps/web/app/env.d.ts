/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project (or local-supabase) the public site reads live settings from. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** '1' in the static export (`npm run build:static`). */
  readonly VITE_STATIC_EXPORT?: string;
  /** Minutes without input before the back-office signs a session out (default 480). */
  readonly VITE_ADMIN_IDLE_MINUTES?: string;
}
