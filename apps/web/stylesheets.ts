// Which stylesheet a style module's CSS goes into (issue 22): `site` for everything a public page
// can show, `admin` for what only the back-office uses, `signed-out` for the back-office's screens
// before sign-in (issue 36: the sign-in screen does not wait for the whole back-office's styles).
// The build groups each module's CSS (the vanilla-extract `.css.ts` files compile to virtual
// `*.vanilla.css` modules) into one chunk per name, so a page links at most two of these files. The size budget fails any public page that
// loads the admin stylesheet, which keeps this list honest.

/** Style modules of the back-office only, by their path. */
const adminOnly = [
  /[\\/]apps[\\/]web[\\/]app[\\/]routes[\\/]admin[\\/]/,
  /[\\/]packages[\\/]builder[\\/]src[\\/](MediaPicker|PageBuilder)[\\/]/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](ColorField|Dialog|EmptyState|FileDropZone|SearchField|Skeleton|Table|ViewToggle)[\\/]/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]composites[\\/](AdminPage|AdminShell|MediaGrid|ThemePreview|UploadQueue|admin)[\\/]/,
];

/** Style modules of the screens before sign-in, by their path. */
const signedOut = [
  /[\\/]apps[\\/]web[\\/]app[\\/]routes[\\/]admin[\\/]scaffold[\\/]signed-out\.css\.ts/,
];

/** The stylesheet a module belongs to, or null for a module that is not a style sheet. */
export function stylesheetGroup(moduleId: string): 'site' | 'admin' | 'signed-out' | null {
  // Only the path: vanilla-extract's ids may carry the CSS itself in their query.
  const path = moduleId.split('?')[0] ?? '';
  if (!path.endsWith('.vanilla.css')) return null;
  if (signedOut.some((pattern) => pattern.test(path))) return 'signed-out';
  return adminOnly.some((pattern) => pattern.test(path)) ? 'admin' : 'site';
}
