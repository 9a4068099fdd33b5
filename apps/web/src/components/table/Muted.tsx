import { Text } from '@chakra-ui/react';

/** What a cell says when the record has no value there ('No Upline', 'Not Available'): quieter than data. */
export function Muted({ children }: { children: string }) {
  return (
    <Text as="span" color="fg.muted" fontSize="sm">
      {children}
    </Text>
  );
}
