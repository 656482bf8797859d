export {
  Link,
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  useLinkComponent,
} from './LinkProvider';
