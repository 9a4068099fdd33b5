import { Button, type ButtonProps } from '@chakra-ui/react';

/**
 * A button in a table row (View, Edit, Delete, Send): small and outlined, so a row of them stays
 * lighter than the row's data. Rows repeat names, so give it an aria-label naming its record.
 */
export function RowActionButton(props: ButtonProps) {
  return <Button size="xs" variant="outline" {...props} />;
}
