// The public pages' copy, one module per page: a page's script then carries its own words and
// not every other page's (the contact details every page's footer shows are in their own too).
export * from './aboutPage';
export * from './contactDetails';
export * from './contactPage';
export * from './notFoundPage';
export * from './programmesPage';
export * from './volunteerPage';
