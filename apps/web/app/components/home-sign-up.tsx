import { lazy, Suspense, useEffect, useRef } from 'react';
import * as styles from '../pages.css';

// Issue 37: the Stay Connected card's sign-up, the same form as /subscribe. Rendered in full on
// the server (so it works without JavaScript: a browser post to /subscribe); on the client its
// code loads when the card comes near the screen, or a person focuses or presses in it, in the
// way the home page's donation panel loads only on extra-wide screens. Until then React leaves
// the server's form as it is (a dehydrated Suspense boundary), and a post from it is the
// browser's own, which the action answers as it does without JavaScript. The home page's first
// load stays within the size budget; most visitors never scroll to the card.
const ServerSignUpForm = import.meta.env.SSR ? (await import('./sign-up-form')).SignUpForm : null;

let wantForm = () => {};
const wanted = new Promise<void>((resolve) => {
  wantForm = resolve;
});

const ClientSignUpForm = lazy(() =>
  wanted.then(() => import('./sign-up-form')).then((module) => ({ default: module.SignUpForm })),
);

/** How far below the screen the card may be when its form's code starts loading. */
const NEAR_SCREEN = '600px 0px';

/** The sign-up form in the home page's Stay Connected card. */
export function HomeSignUp() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!card) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wantForm();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(card);
    // Native listeners: the form inside is not React's until its code has loaded.
    card.addEventListener('focusin', wantForm);
    card.addEventListener('pointerdown', wantForm);
    return () => {
      observer.disconnect();
      card.removeEventListener('focusin', wantForm);
      card.removeEventListener('pointerdown', wantForm);
    };
  }, []);
  const Form = ServerSignUpForm ?? ClientSignUpForm;
  // data-hydrates names the wait for readers (and for the e2e journeys' hydration check,
  // tests/e2e/public/fixtures.ts): what is inside is the server's until it is wanted.
  return (
    <div ref={ref} className={styles.inlineSignUp} data-hydrates="when-wanted">
      <Suspense fallback={null}>
        <Form result={undefined} />
      </Suspense>
    </div>
  );
}
