import { Alert, SkeletonGroup } from '@charitykit/ui';
import type { ReactNode } from 'react';

/** What a screen needs of a data query (a React Query result from `@charitykit/data`). */
export interface QueryLike<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Names what is loading, for the announced loading state ("Loading" + this). */
  label: string;
  /** The placeholder shapes while loading. */
  placeholder: ReactNode;
  /** The heading of the message when loading failed (the service's message follows). */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** A screen's data: placeholders while it loads, the service's message if it fails, then it. */
export function QueryState<T>({
  query,
  label,
  placeholder,
  errorTitle,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <SkeletonGroup label={label}>{placeholder}</SkeletonGroup>;
  if (query.error || query.data === undefined) {
    return (
      <Alert tone="danger" title={errorTitle}>
        {query.error?.message}
      </Alert>
    );
  }
  return children(query.data);
}
