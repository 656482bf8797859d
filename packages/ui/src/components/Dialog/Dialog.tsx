'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The body, e.g. a form. */
  children?: ReactNode;
  /** Buttons at the foot; wrap a cancel button in `DialogClose`. */
  actions?: ReactNode;
  /** The element that opens it (a Button). Focus returns here on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'small' | 'medium' | 'large';
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Where the dialog is portalled; defaults to document.body (put the theme class on <html>). */
  container?: HTMLElement | null;
}

/**
 * A modal dialog on Radix: focus is trapped inside, Escape and the × close it, the page behind is
 * inert, and focus goes back to whatever opened it (the trigger, or for a dialog opened in code,
 * the element that had focus when it opened).
 */
export function Dialog({
  title,
  description,
  children,
  actions,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  size = 'medium',
  closeLabel = 'Close',
  container,
}: DialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Radix returns focus to its Trigger only; remember the opener for dialogs opened in code.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      returnFocusTo.current = document.activeElement;
  }, [open]);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content[size]}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <Icon icon={X} />
            </RadixDialog.Close>
          </div>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Makes its child (e.g. a Cancel Button) close the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
