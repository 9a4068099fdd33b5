import { Text } from '@chakra-ui/react';

/** Why a dialog cannot save yet; role="alert" so a screen reader says it as soon as it shows. */
export function ProblemText({ children }: { children: string }) {
  return (
    <Text color="fg.error" fontSize="sm" role="alert">
      {children}
    </Text>
  );
}
