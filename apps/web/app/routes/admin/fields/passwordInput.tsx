import { type FormFieldRenderProps, TextField } from '@charitykit/ui';

/**
 * A required password field for `FormField`'s render function, as the profile and the
 * set-password screens ask for one: `current-password` for the one in use, `new-password` for a
 * new one and its confirmation (so password managers offer to save or generate).
 */
export function passwordInput(label: string, autoComplete: 'current-password' | 'new-password') {
  return (field: FormFieldRenderProps<string>) => (
    <TextField {...field} label={label} type="password" autoComplete={autoComplete} isRequired />
  );
}
