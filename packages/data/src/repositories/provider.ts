/**
 * The DataProvider as the app uses it: given every feature's repositories. (The provider itself
 * is feature-agnostic, in lib; these names pin it to the package's `Repositories`.)
 */
import type { ReactElement } from 'react';
import {
  type DataContextValue as AnyDataContextValue,
  DataProvider as AnyDataProvider,
  type DataProviderProps as AnyDataProviderProps,
  useDataContext as useAnyDataContext,
} from '../lib/DataProvider';
import type { Repositories } from './types';

export type DataContextValue = AnyDataContextValue<Repositories>;
export type DataProviderProps = AnyDataProviderProps<Repositories>;

/** Gives the hooks below it their repositories, notifier and (optionally) a QueryClient. */
export const DataProvider: (props: DataProviderProps) => ReactElement = AnyDataProvider;

/** The nearest DataProvider's repositories and notifier. */
export const useDataContext: () => DataContextValue = useAnyDataContext;
