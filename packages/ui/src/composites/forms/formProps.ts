import type { FieldErrors } from '@charitykit/content';
import type { HeadingLevel } from '../../components/Heading';

/**
 * The server's answer to a public form sent without JavaScript (or before it ran), for the form
 * to show as it first renders: its checks failed (every value kept, each field's message), it
 * could not be stored (every value kept, why), or it was stored.
 */
export type FormPostResult<Values> =
  | { status: 'invalid'; values: Values; errors: FieldErrors<Values> }
  | { status: 'failed'; values: Values; message: string }
  | { status: 'sent' };

/** What the public forms that collect a whole set of answers take alike. */
export interface PublicFormProps<TData, TSchema, TLabels> {
  /**
   * Receives the checked values. Decision 4: the app decides where they go; by default they are
   * only logged to the console and nothing is sent. A throw or rejection keeps what was typed
   * and says something went wrong.
   */
  onSubmit?: (values: TData) => void | Promise<void>;
  /** The rule; the content package's (spec section 5) unless a charity has its own. */
  schema?: TSchema;
  /** Words to replace; the rest are the content package's. */
  labels?: Partial<TLabels>;
  /** The level of the form's headings. */
  headingLevel?: HeadingLevel;
  /**
   * Where the browser posts the form while no script handles it (JavaScript off, blocked, or
   * not loaded yet); the page's own address when not given. These forms carry personal data, so
   * they are always sent with `method="post"`: never in an address, a history or a server log.
   */
  action?: string;
  /** The server's answer to such a post, shown as the form first renders. */
  postResult?: FormPostResult<TData> | undefined;
}
