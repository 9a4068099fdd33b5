import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type DialogSubmitButtonProps = { pending: boolean; pendingLabel: string; children: ReactNode };

/** The blue submit button of a form dialog; while saving it spins and says what it is doing. */
export function DialogSubmitButton({ pending, pendingLabel, children }: DialogSubmitButtonProps) {
  return (
    <Button type="submit" colorPalette="blue" loading={pending} loadingText={pendingLabel}>
      {children}
    </Button>
  );
}
