export { Form, type FormProps } from './Form';
export { FormField, type FormFieldProps, type FormFieldRenderProps } from './FormField';
export { FormShell, type FormShellProps, fieldId, useFormId } from './FormShell';
export { useZodForm } from './useZodForm';
