export {
  describedBy,
  ErrorPrefix,
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldWrapper,
  type NativeControlProps,
  NativeErrorText,
  NativeField,
  type NativeFieldProps,
  RequiredMark,
} from './Field';
