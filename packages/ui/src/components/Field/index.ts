export {
  describedBy,
  ErrorPrefix,
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldWrapper,
  NativeErrorText,
  RequiredMark,
} from './Field';
export { type NativeControlProps, NativeField, type NativeFieldProps } from './NativeField';
