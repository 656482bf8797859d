/**
 * True in the static export (`npm run build:static`, for hosts without Node): no server renders
 * on request, so the public layout reads the live settings on the client after hydrating, as
 * the site did before it had a server. A build-time constant, so the branch not taken is
 * dropped from the bundles.
 */
export const STATIC_EXPORT = import.meta.env.VITE_STATIC_EXPORT === '1';
