'use client';

import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useLinkComponent } from '../LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextLink.css';

export const textLinkVariants = ['standard', 'inverse', 'subtle'] as const;
export type TextLinkVariant = (typeof textLinkVariants)[number];

export interface TextLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> {
  href: string;
  children: ReactNode;
  variant?: TextLinkVariant;
  /** Opens in a new tab and says so to screen readers. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A styled link routed through the app's link component (see `LinkProvider`). */
export function TextLink({
  variant = 'standard',
  external = false,
  children,
  ...props
}: TextLinkProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent
      className={styles.link[variant]}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {external ? (
        <>
          {' '}
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </>
      ) : null}
    </LinkComponent>
  );
}
