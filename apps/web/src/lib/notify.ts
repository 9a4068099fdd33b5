import { toaster } from '../components/ui/toaster';

/**
 * The toasts of SPEC section 8: a title and an optional description; errors are destructive.
 * One toast at a time (SPEC section 9): a new one replaces the one showing instead of queueing.
 */
function show(type: 'success' | 'error' | 'info', title: string, description?: string) {
  toaster.dismiss();
  toaster.create({ type, title, description });
}

export function notifySuccess(title: string, description?: string) {
  show('success', title, description);
}

export function notifyError(title: string, description?: string) {
  show('error', title, description);
}

export function notifyInfo(title: string, description?: string) {
  show('info', title, description);
}

/** Clears the toast showing, when the screen itself now says the same thing (a dialog opened on it). */
export function dismissNotifications() {
  toaster.dismiss();
}
