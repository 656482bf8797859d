// Filled by its issue; see README.md.
export const PACKAGE = '@charitykit/content';
