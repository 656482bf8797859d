import { formatUkDateTime, publishingCopy } from '@charitykit/content';
import {
  type PreviewLink,
  useCreatePreviewLink,
  usePreviewLinks,
  useRevokePreviewLink,
} from '@charitykit/data';
import { Alert, Button, Dialog, Spinner, Text, TextField } from '@charitykit/ui';
import { useState } from 'react';
import * as styles from '../preview.css';

const copy = publishingCopy.share;

/** The address a share-preview link opens: the site's own, with the token. */
export function sharedPreviewUrl(token: string, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/preview/share/${token}`;
}

/**
 * Issue 25's "Share preview": makes a link that shows this page to someone without an account
 * (a trustee, a partner) until it expires (7 days) or is revoked, and lists the page's links
 * that still work, each with Copy link and Revoke.
 */
export function SharePreviewDialog({ pageId, origin }: { pageId: string; origin: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      title={copy.title}
      description={copy.description}
      open={open}
      onOpenChange={setOpen}
      closeLabel={copy.close}
      size="large"
      trigger={<Button variant="secondary">{copy.action}</Button>}
    >
      {open ? <SharePreviewLinks pageId={pageId} origin={origin} /> : null}
    </Dialog>
  );
}

function SharePreviewLinks({ pageId, origin }: { pageId: string; origin: string }) {
  const links = usePreviewLinks(pageId);
  const create = useCreatePreviewLink();
  return (
    <div className={styles.links}>
      <div>
        <Button
          busy={create.isPending}
          busyLabel={copy.creating}
          onClick={() => create.mutate(pageId)}
        >
          {copy.create}
        </Button>
      </div>
      <section aria-label={copy.active}>
        {links.isPending ? (
          <Spinner label={copy.active} />
        ) : links.isError ? (
          <Alert tone="danger" title={copy.loadFailed}>
            {links.error.message}
          </Alert>
        ) : links.data.length === 0 ? (
          <Text>{copy.none}</Text>
        ) : (
          <ul className={styles.links}>
            {links.data.map((link) => (
              <PreviewLinkItem key={link.id} link={link} origin={origin} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PreviewLinkItem({ link, origin }: { link: PreviewLink; origin: string }) {
  const revoke = useRevokePreviewLink();
  const [copied, setCopied] = useState(false);
  const url = sharedPreviewUrl(link.token, origin);
  const expires = formatUkDateTime(link.expires_at);
  return (
    <li className={styles.link}>
      <TextField
        label={copy.linkLabel}
        description={copy.expires(expires)}
        value={url}
        isReadOnly
      />
      <div className={styles.linkActions}>
        <Button
          variant="outline"
          size="small"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? copy.copied : copy.copy}
        </Button>
        <Button
          variant="ghost"
          size="small"
          aria-label={copy.revokeLabel(expires)}
          busy={revoke.isPending}
          onClick={() => revoke.mutate(link.id)}
        >
          {copy.revoke}
        </Button>
      </div>
      <span role="status" className={styles.visuallyHiddenStatus}>
        {copied ? copy.copied : ''}
      </span>
    </li>
  );
}
