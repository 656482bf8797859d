// What this charity says on its public site, in types another charity can fill with its own.
export * from './admin';
export * from './appeals';
export * from './forms';
export * from './home';
export * from './images';
export * from './legal';
export * from './navigation';
export * from './pages';
export * from './programmeCards';
export * from './programmes';
export * from './publishing';
export * from './settings';
export * from './submissionNoticeMail';
export * from './submissionNotices';
export * from './submissions';
export * from './team';
export * from './teamNavigation';
export type * from './types';
