import { toaster } from '../components/ui/toaster';

/** The toasts of SPEC section 8: a title and an optional description; errors are destructive. */
export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: 'success', title, description });
}

export function notifyError(title: string, description?: string) {
  toaster.create({ type: 'error', title, description });
}

export function notifyInfo(title: string, description?: string) {
  toaster.create({ type: 'info', title, description });
}
