/**
 * The back-office's form with a failure: the service's message above the fields
 * (`useFailure`), the fields' own messages in the GOV.UK error summary (`Form`). Your profile,
 * Forgot your password? and the password links are written with it; a new form is
 *
 *   const form = useZodForm(schema, { defaultValues });
 *   const { failure, attempt } = useFailure();
 *   <AdminForm form={form} failure={failure} label="…" id="…"
 *     onSubmit={(values) => attempt(() => save(values))}>…fields…</AdminForm>
 */
import { adminCopy } from '@charitykit/content';
import { Form, type FormProps, Stack } from '@charitykit/ui';
import { FailureAlert } from './failure';

/** What `Form` takes as its form's values (react-hook-form's FieldValues). */
type Values = Parameters<typeof Form>[0] extends FormProps<infer V, unknown> ? V : never;

export interface AdminFormProps<V extends Values, Output>
  extends Pick<FormProps<V, Output>, 'form' | 'onSubmit' | 'id' | 'children'> {
  /** The last attempt's failure (the service's message), or null. */
  failure: string | null;
  /** The form's accessible name. */
  label: string;
}

export function AdminForm<V extends Values, Output>({
  form,
  onSubmit,
  id,
  failure,
  label,
  children,
}: AdminFormProps<V, Output>) {
  return (
    <Stack>
      <FailureAlert failure={failure} />
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={onSubmit}
        aria-label={label}
        id={id}
      >
        {children}
      </Form>
    </Stack>
  );
}
