import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { ShowingCount } from '../../components/table/ShowingCount';

type ViewerToolbarProps = {
  search: string;
  onSearch: (search: string) => void;
  /** The search box's accessible name and placeholder: each tab searches its own fields. */
  searchLabel: string;
  placeholder: string;
  shown: number;
  total: number;
  noun: string;
  /** The tab's filters and actions, beside the search box. */
  children?: ReactNode;
};

/** Above a Database Viewer tab's table: its search box, its filters, and how many rows they keep. */
export function ViewerToolbar({
  search,
  onSearch,
  searchLabel,
  placeholder,
  shown,
  total,
  noun,
  children,
}: ViewerToolbarProps) {
  return (
    <>
      <Flex gap="3" wrap="wrap" mb="3" align="center">
        <AgentSearchBox
          size="sm"
          bg="bg"
          label={searchLabel}
          placeholder={placeholder}
          value={search}
          onChange={onSearch}
        />
        {children}
      </Flex>
      <Box mb="2">
        <ShowingCount shown={shown} total={total} noun={noun} />
      </Box>
    </>
  );
}
