import { mediaQuery } from '@charitykit/ui';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DonationSlot as DonationSlotComponent } from './donation-slot';

// Prerendering renders the form straight away; the client build drops this branch entirely, so
// the form's code is not part of the home page's scripts.
const ServerDonationSlot = import.meta.env.SSR
  ? (await import('./donation-slot')).DonationSlot
  : null;

/** Resolves once the screen is extra-wide: at once if it already is, else when it becomes so. */
function whenExtraWide(): Promise<void> {
  const query = window.matchMedia(mediaQuery.extraWide);
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      resolve();
    };
    query.addEventListener('change', onChange);
  });
}

// The panel is shown only on extra-wide screens, so only they download its form. Until then
// React leaves the prerendered panel as it is (a dehydrated Suspense boundary, hidden by CSS).
const ClientDonationSlot = lazy(() =>
  whenExtraWide()
    .then(() => import('./donation-slot'))
    .then((module) => ({ default: module.DonationSlot })),
);

/**
 * The home page's Make a Donation panel. Prerendered in full (so it reads without JavaScript);
 * on the client its code loads only when the screen is extra-wide.
 */
export function HomeDonationPanel(props: ComponentProps<typeof DonationSlotComponent>) {
  const Panel = ServerDonationSlot ?? ClientDonationSlot;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
