export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  FormErrorSummary,
  focusField,
} from './ErrorSummary';
