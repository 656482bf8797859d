import type { HeadingLevel } from '../../components/Heading';

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
}
