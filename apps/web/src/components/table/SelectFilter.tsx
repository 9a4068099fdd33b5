import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export type FilterOption = { value: string; label: string };

type SelectFilterProps = {
  /** The accessible name: a filter has no visible label, its first option says what it filters. */
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  width: string;
  size?: NativeSelectRootProps['size'];
  /** On a grey page the field needs its own background; inside a card it already has one. */
  bg?: string;
};

/** One drop-down filter above an agent table (carrier, status). */
export function SelectFilter({ label, value, options, onChange, width, size, bg }: SelectFilterProps) {
  return (
    <NativeSelect.Root width={width} size={size}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} bg={bg}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
