export { ToastRegion, type ToastRegionProps } from './Toast';
export {
  DEFAULT_DURATION as toastDurations,
  type ToastItem,
  type ToastOptions,
  type ToastTone,
  toast,
} from './toastStore';
