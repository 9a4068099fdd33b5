import { Button, Dialog, Text } from '@chakra-ui/react';
import { AppDialog } from '../dialog/AppDialog';
import { DialogFooterActions } from '../dialog/DialogFooterActions';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending?: boolean;
  /** A destructive action's button is red; a non-destructive one (sending notices) is blue. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before an action that cannot be undone (delete a company, clear all debts, send notices). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pending,
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      title={title}
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      role="alertdialog"
      hideCloseButton
      footer={
        <DialogFooterActions onDismiss={onCancel}>
          <Button colorPalette={destructive ? 'red' : 'blue'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Text>{message}</Text>
      </Dialog.Body>
    </AppDialog>
  );
}
