// Rules: schemas with the spec's messages, the sanitiser, formatters, constants, message templates.
export * from './rules';
// Site: what this charity says (programmes, appeals, pages, navigation, footer facts).
export * from './site';
