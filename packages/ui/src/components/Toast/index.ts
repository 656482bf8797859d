export * from './Toast';
export * from './toastStore';
