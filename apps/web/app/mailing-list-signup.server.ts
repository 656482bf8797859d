/**
 * The Stay Connected sign-up as a public form (issue 37), one entry for issue 34's helper
 * (form-post.server.ts: another site's post refused, only its fields read from a small body,
 * content's rules, 303 to /subscribe/sent once stored, 400/429/503 with what was typed). Unlike
 * the other forms it is not stored with the anon key: the site server's mailing list
 * (mailing-list.server.ts, service role and SMTP) stores it and mails the confirmation. The
 * answer is the same for every valid address, whether or not it was on the list.
 */
import { checkSignUp, mailingList, type SignUpValues, signUpDefaults } from '@charitykit/content';
import { PublicSubmitError } from '@charitykit/data/public';
import type { RouterContextProvider } from 'react-router';
import { FormUnavailableError, type PublicFormPost } from './form-post.server';
import { MailingListError } from './mailing-list.server';
// The context itself, not siteFrom: only a site server has a mailing list, and siteFrom's
// module (the live site's, Node's only) must stay out of what the page stories load.
import { siteContext } from './site-context';

/** Whether the sign-up can be offered here: the server can send its e-mail. */
export function signUpAvailable(context: Readonly<RouterContextProvider>): boolean {
  return context.get(siteContext)?.mailingList !== undefined;
}

export const signUpFormPost: PublicFormPost<SignUpValues> = {
  name: 'mailing-list sign-up',
  fields: signUpDefaults,
  check: checkSignUp,
  // Two short fields; anything larger is not this form.
  maxBytes: 8 * 1024,
  async store(values, extras, _backend, { site, pathname }) {
    // A filled honeypot: answered as a sign-up is, nothing stored or sent.
    if (extras.website) return;
    const list = site?.mailingList;
    if (!list) throw new FormUnavailableError(mailingList.unavailable);
    try {
      await list.signUp({
        ...values,
        consentText: extras.consentText,
        page: pathname,
        clientAddress: site.clientAddress ?? null,
      });
    } catch (error) {
      // The helper answers the backend's statuses (429 with Retry-After, 400, else 503).
      if (error instanceof MailingListError) {
        throw new PublicSubmitError(error.message, error.status, error.retryAfter ?? undefined);
      }
      throw error;
    }
  },
  consentText: mailingList.consentText,
  sentPath: mailingList.sent.path,
  failureMessage: mailingList.failed,
  limitedMessage: mailingList.limited,
};
