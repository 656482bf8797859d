export * from './TextLink';
