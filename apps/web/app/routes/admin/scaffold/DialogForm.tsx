/**
 * The form-with-failure pattern in a dialog (Create Page / Edit Page, Edit Media, Invite): ui's
 * FormDialog, with Cancel and the submit button at its foot and the service's message above the
 * fields, around one `Form` with the error summary.
 */
import { adminCopy } from '@charitykit/content';
import { Form, FormDialog, type FormDialogProps, type FormProps } from '@charitykit/ui';
import type { ReactNode } from 'react';

/** What `Form` takes as its form's values (react-hook-form's FieldValues). */
type Values = Parameters<typeof Form>[0] extends FormProps<infer V, unknown> ? V : never;

export interface DialogFormProps<V extends Values, Output>
  extends Pick<FormProps<V, Output>, 'form' | 'onSubmit' | 'children'>,
    Pick<FormDialogProps, 'labels' | 'onClose' | 'size'> {
  /** The dialog's title, and the form's name. */
  title: string;
  /** The form's id (the foot's submit button submits it). */
  id: string;
  /** The last attempt's failure (the service's message), or null. */
  failure: string | null;
  /** While saving (the form's own submitting state unless given). */
  busy?: boolean;
  /** Above the fields: a notice about the save (someone else's newer version). */
  notice?: ReactNode;
}

export function DialogForm<V extends Values, Output>({
  title,
  id,
  form,
  onSubmit,
  failure,
  busy = form.formState.isSubmitting,
  notice,
  labels,
  onClose,
  size,
  children,
}: DialogFormProps<V, Output>) {
  return (
    <FormDialog
      title={title}
      size={size}
      formId={id}
      busy={busy}
      failure={failure}
      onClose={onClose}
      labels={labels}
    >
      {notice}
      <Form
        form={form}
        summaryTitle={adminCopy.errorSummaryTitle}
        onSubmit={onSubmit}
        id={id}
        aria-label={title}
      >
        {children}
      </Form>
    </FormDialog>
  );
}
