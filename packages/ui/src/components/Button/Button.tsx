'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'onClick'> {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Renders a link that looks like a button. */
  href?: string;
  /** Opens `href` in a new tab (with `rel="noopener noreferrer"`). */
  external?: boolean;
  /** Work is under way: the button is disabled, shows a spinner and, if given, `busyLabel`. */
  busy?: boolean;
  /** What the button says while busy, e.g. "Submitting Application...". */
  busyLabel?: ReactNode;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/**
 * The charity's button. A `<button>` by default (type "button" unless told otherwise, so it never
 * submits a form by accident) or, given `href`, a link through the app's link component.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  href,
  external = false,
  busy = false,
  busyLabel,
  icon,
  type = 'button',
  disabled,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const LinkComponent = useLinkComponent();
  const className = styles.button({ variant, size, fullWidth });
  const content = (
    <>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </>
  );

  if (href !== undefined) {
    const { id, title } = rest;
    return (
      <LinkComponent
        ref={ref as Ref<HTMLAnchorElement>}
        href={href}
        className={className}
        id={id}
        title={title}
        aria-label={rest['aria-label']}
        onClick={onClick}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </LinkComponent>
    );
  }

  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      {...rest}
    >
      {content}
    </button>
  );
}
