import { Alert } from '@chakra-ui/react';

type DialogAlertProps = { status: 'error' | 'warning'; children: string };

/** A one-line alert inside a dialog: a file that could not be read, or read with a problem. */
export function DialogAlert({ status, children }: DialogAlertProps) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
