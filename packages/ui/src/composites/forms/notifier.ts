/** Where a form's toasts go. The ui `toast` fits; tests and other apps may pass their own. */
export interface FormNotifier {
  success: (message: string) => void;
  error: (message: string) => void;
}
