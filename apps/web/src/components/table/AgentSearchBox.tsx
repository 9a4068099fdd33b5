import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

type AgentSearchBoxProps = {
  value: string;
  onChange: (search: string) => void;
  /** Says which fields the screen searches: they differ from list to list. */
  placeholder: string;
  size?: InputProps['size'];
  /** On a grey page the box needs its own background; inside a card it already has one. */
  bg?: string;
  /** The accessible name, where the box searches something other than agents. */
  label?: string;
};

/** The search box above an agent table; it takes the row left over by the filters beside it. */
export function AgentSearchBox({
  value,
  onChange,
  placeholder,
  size,
  bg,
  label = 'Search agents',
}: AgentSearchBoxProps) {
  return (
    <InputGroup flex="1" minW="280px" startElement={<LuSearch />}>
      <Input
        size={size}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        bg={bg}
      />
    </InputGroup>
  );
}
