export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  focusField,
} from './ErrorSummary';
