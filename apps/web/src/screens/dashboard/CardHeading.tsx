import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type CardHeadingProps = {
  title: string;
  description?: string;
  size?: 'md' | 'lg';
  /** Filters, actions or a row count, to the right of the title (below it on narrow screens). */
  aside?: ReactNode;
};

/** A card's h2 title (what screen-reader users jump between) with, when it helps, what the card is for. */
export function CardHeading({ title, description, size = 'lg', aside }: CardHeadingProps) {
  const heading = (
    <Heading as="h2" size={size}>
      {title}
    </Heading>
  );
  return (
    <Card.Header>
      {aside ? (
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          {heading}
          {aside}
        </Flex>
      ) : (
        heading
      )}
      {description && (
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      )}
    </Card.Header>
  );
}
