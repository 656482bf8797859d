export type ToastTone = 'success' | 'error' | 'info';

/** A button on a toast, e.g. Undo after a delete: pressing it runs `onAction` and closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  /** Milliseconds before it goes by itself; `Infinity` keeps it until dismissed. */
  duration: number;
  action?: ToastAction | undefined;
}

export interface ToastOptions {
  duration?: number;
  /**
   * A button on the toast. Give such a toast a longer `duration` too (time to reach the button,
   * WCAG 2.2.1): the admin's toasts with Undo stay 12 s.
   */
  action?: ToastAction | undefined;
}

/**
 * Long enough to read a sentence twice (WCAG 2.2.1 also lets people pause by hovering or
 * focusing the region). Errors stay longer: they matter more and take longer to act on.
 */
export const DEFAULT_DURATION: Record<ToastTone, number> = {
  success: 6000,
  info: 6000,
  error: 10000,
};

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function add(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const duration = options.duration ?? DEFAULT_DURATION[tone];
  items = [...items, { id, tone, message, duration, action: options.action }];
  emit();
  return id;
}

/**
 * Show a short message in the page's `ToastRegion`, announced to screen readers. A toast is never
 * the only place an error is reported: forms also show field errors.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => add('success', message, options),
  error: (message: string, options?: ToastOptions) => add('error', message, options),
  info: (message: string, options?: ToastOptions) => add('info', message, options),
  dismiss(id: number) {
    const before = items.length;
    items = items.filter((item) => item.id !== id);
    if (items.length !== before) emit();
  },
  /** Remove every toast (tests and stories start clean with this). */
  clear() {
    items = [];
    emit();
  },
};

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}
