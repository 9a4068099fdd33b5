import { Button, Dialog, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogFooterActionsProps = {
  /** 'Close' where the dialog only shows something and there is nothing to cancel. */
  dismissLabel?: string;
  dismissVariant?: ButtonProps['variant'];
  /**
   * Without it the dismiss button closes through the dialog, so its onOpenChange runs (and resets
   * what it resets). With it the button only calls this, as those dialogs always did.
   */
  onDismiss?: () => void;
  /** Side actions, before the dismiss button (Discard, Undo upload, Forget saved layout, Email Templates). */
  extra?: ReactNode;
  /** The main action, last (Save, Apply, Add Debt, the confirmation). */
  children?: ReactNode;
};

/** A dialog's footer: side actions, then Cancel or Close, then the main action. */
export function DialogFooterActions({
  dismissLabel = 'Cancel',
  dismissVariant = 'outline',
  onDismiss,
  extra,
  children,
}: DialogFooterActionsProps) {
  return (
    <Dialog.Footer>
      {extra}
      {onDismiss ? (
        <Button variant={dismissVariant} onClick={onDismiss}>
          {dismissLabel}
        </Button>
      ) : (
        <Dialog.ActionTrigger asChild>
          <Button variant={dismissVariant} type="button">
            {dismissLabel}
          </Button>
        </Dialog.ActionTrigger>
      )}
      {children}
    </Dialog.Footer>
  );
}
