export {
  ErrorPrefix,
  type FieldBaseProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  RequiredMark,
} from './Field';
