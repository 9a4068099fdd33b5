import { Field, NativeSelect } from '@chakra-ui/react';

type HeaderRowSelectProps = {
  /** How many of the file's first rows were read: the header can be any of them. */
  rowCount: number;
  value: number;
  onChange: (headerRow: number) => void;
  width?: string;
};

/** 'Header row' of a column-mapping dialog: which of the file's first rows holds the column names (1-based). */
export function HeaderRowSelect({ rowCount, value, onChange, width }: HeaderRowSelectProps) {
  return (
    <Field.Root width="auto">
      <Field.Label>Header row</Field.Label>
      <NativeSelect.Root size="sm" width={width}>
        <NativeSelect.Field aria-label="Header row" value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {Array.from({ length: rowCount }, (_, i) => (
            <option key={i} value={i + 1}>
              Row {i + 1}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
