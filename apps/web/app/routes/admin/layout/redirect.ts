const PREVIEW_PATH = /^\/preview\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The query parameter that carries the address someone wanted before signing in. */
export const REDIRECT_PARAM = 'redirect';
/** Set on the sign-in address after an idle session was signed out, which the page says. */
export const IDLE_PARAM = 'idle';

/**
 * Where to go after signing in: the wanted address when it is inside the admin area (never
 * another site: `//evil.example` or `https://…` are refused), else the dashboard.
 */
export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value) return '/admin';
  // Issue 25: staff's Preview of a page (/preview/{page id}) also asks them to sign in first.
  if (PREVIEW_PATH.test(value)) return value;
  if (!value.startsWith('/admin') || value.startsWith('//')) return '/admin';
  if (value !== '/admin' && !/^\/admin[/?#]/.test(value)) return '/admin';
  // Sign-in's own steps are never where someone goes afterwards.
  if (value.startsWith('/admin/auth') || value.startsWith('/admin/two-factor')) return '/admin';
  return value;
}

/** Issue 38: the code step after the password, bringing someone back to `wanted` afterwards. */
export function twoFactorPath(wanted: string): string {
  const target = safeAdminRedirect(wanted);
  return target === '/admin'
    ? '/admin/two-factor'
    : `/admin/two-factor?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** The sign-in address that brings someone back to `wanted` afterwards. */
export function signInPath(wanted: string): string {
  const target = safeAdminRedirect(wanted);
  return target === '/admin'
    ? '/admin/auth'
    : `/admin/auth?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
