import { CloseButton, Dialog, Portal, Stack, Text, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

type AppDialogProps = Pick<DialogRootProps, 'size' | 'scrollBehavior' | 'role'> & {
  open: boolean;
  /** Told false however the user closes it: Escape, the backdrop, the corner X or a Dialog.ActionTrigger. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /**
   * A muted line under the title naming who the dialog is for. Dialogs that have one pass null while
   * nobody is chosen, so the header keeps the same layout.
   */
  subtitle?: string | null;
  /** Makes the whole content a form, so Enter in a field submits and a footer submit button belongs to it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** With onSubmit: the dialog checks the fields itself and says what is missing in its own words. */
  noValidate?: boolean;
  /** Questions and mapping dialogs are left by their Cancel button only, not by a corner X. */
  hideCloseButton?: boolean;
  /** Usually a DialogFooterActions; after the children, before the corner X. */
  footer?: ReactNode;
  /** The Dialog.Body (or a part that renders it), so a dialog may leave it out while it has nothing to show. */
  children?: ReactNode;
};

/** The one frame every dialog of the app is built in: backdrop, centred content, title, body, footer, corner X. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  subtitle,
  onSubmit,
  noValidate,
  hideCloseButton = false,
  footer,
  children,
  ...rootProps
}: AppDialogProps) {
  const content = (
    <>
      {/* A long name without spaces wraps inside the header, clear of the corner X. */}
      <Dialog.Header pe={hideCloseButton ? undefined : '12'}>
        {subtitle === undefined ? (
          <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
        ) : (
          <Stack gap="1" minW="0">
            <Dialog.Title overflowWrap="anywhere">{title}</Dialog.Title>
            {subtitle && (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
        )}
      </Dialog.Header>
      {children}
      {footer}
      {!hideCloseButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} {...rootProps}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate={noValidate}>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
