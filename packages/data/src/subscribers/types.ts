import type { Tables } from '../lib/database.types';

/** Where a subscriber stands: signed up and not yet confirmed, on the list, or left. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A subscribers row as staff read it (never the tokens or the mail throttle). */
export type Subscriber = Omit<Tables<'subscribers'>, 'status' | 'confirmation_sent_at'> & {
  status: SubscriberStatus;
};

/** How many subscribers are in each state. */
export type SubscriberCounts = Record<SubscriberStatus, number>;

/** Staff's side of the mailing list (issue 37): read, remove (only the platform writes). */
export interface SubscribersRepository {
  /** Deletes sign-ups left unconfirmed for 30 days; returns how many went. */
  purgePending(): Promise<number>;
  /** Every subscriber, newest sign-up first. */
  list(): Promise<Subscriber[]>;
  /** Removes a subscriber for good (and their links stop working). */
  remove(id: string): Promise<void>;
}

export interface SubscribersRepositories {
  subscribers: SubscribersRepository;
}
