// The rules half of @charitykit/content: what the charity checks and says back.
export * from './constants';
export * from './contact';
export * from './donation';
export * from './format';
export * from './messages';
export * from './page';
export * from './sanitize';
export * from './settings';
export * from './signIn';
export { EMAIL_PATTERN } from './text';
export * from './upload';
export * from './url';
export * from './validate';
export * from './volunteer';
