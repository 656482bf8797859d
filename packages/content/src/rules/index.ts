// The rules half of @charitykit/content: what the charity checks and says back.
export * from './constants';
export * from './contact';
export * from './contactChecks';
export * from './donation';
export * from './donationAmount';
export * from './format';
export * from './messages';
export * from './page';
export * from './patterns';
export * from './sanitize';
export * from './settings';
export * from './signIn';
export * from './upload';
export * from './url';
export * from './validate';
export * from './volunteer';
export * from './volunteerChecks';
