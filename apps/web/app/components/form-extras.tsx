import { sharedSubmissionNotice } from '@charitykit/content';
import { Text } from '@charitykit/ui';
import { type CSSProperties, type RefObject, useRef } from 'react';
import { Link } from 'react-router';

// Off-screen rather than display:none, which bots learn to skip; hidden from assistive
// technology and out of the tab order, so no person meets it.
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

/** A field only bots fill in; the backend drops a submission that has it filled. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label>
        {sharedSubmissionNotice.honeypotLabel}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  return { ref, value: () => ref.current?.value ?? '' };
}

/** The short notice under a public form: how the details are used, and the privacy policy. */
export function SubmissionNotice({ text }: { text: string }) {
  return (
    <Text size="small" tone="muted">
      {text}{' '}
      {/* The router's link, already on every page: ui's TextLink would add react-aria's link
          to /volunteer, the page closest to the size budget. */}
      <Link to={sharedSubmissionNotice.privacyHref}>{sharedSubmissionNotice.privacyLink}</Link>.
    </Text>
  );
}
