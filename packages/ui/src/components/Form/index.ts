export {
  Form,
  FormField,
  type FormFieldProps,
  type FormFieldRenderProps,
  type FormProps,
  fieldId,
  useZodForm,
} from './Form';
