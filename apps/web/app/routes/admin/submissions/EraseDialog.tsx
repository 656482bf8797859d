import { submissionsCopy as copy, EMAIL_PATTERN } from '@charitykit/content';
import { useEraseSubmissions } from '@charitykit/data';
import { FormDialog, Stack, TextField } from '@charitykit/ui';
import { type FormEvent, useState } from 'react';
import * as inbox from './inbox.css';

export interface EraseDialogProps {
  onClose: () => void;
  /** Told how many records went, in the words to show. */
  onErased: (message: string) => void;
}

/** "Erase personal data": an e-mail address, then how many records went. */
export function EraseDialog({ onClose, onErased }: EraseDialogProps) {
  const erase = useEraseSubmissions();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    if (!EMAIL_PATTERN.test(wanted)) {
      setInvalid(true);
      return;
    }
    try {
      const result = await erase.mutateAsync(wanted);
      onErased(copy.erased(wanted, result.contact, result.volunteer, result.subscriber));
    } catch {
      // The dialog shows the service's message and keeps the address.
    }
  };
  return (
    <FormDialog
      title={copy.eraseTitle}
      formId="erase-personal-data"
      labels={{ cancel: copy.cancel, submit: copy.eraseSubmit, busy: copy.erasing }}
      busy={erase.isPending}
      failure={erase.error ? copy.eraseFailed(erase.error.message) : null}
      onClose={onClose}
    >
      <form id="erase-personal-data" onSubmit={submit} noValidate>
        <Stack>
          <p className={inbox.eraseDescription}>{copy.eraseDescription}</p>
          <TextField
            label={copy.eraseEmail}
            type="email"
            autoComplete="off"
            isRequired
            value={email}
            onChange={(value) => {
              setEmail(value);
              setInvalid(false);
            }}
            errorMessage={invalid ? copy.eraseEmailInvalid : undefined}
          />
        </Stack>
      </form>
    </FormDialog>
  );
}
