import { columnReference } from '@agentledger/schema';
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';

type FieldSelectsProps<F extends string> = {
  /** The fields in the order shown (the required ones first). */
  fields: readonly F[];
  labels: Record<F, string>;
  required: readonly F[];
  headers: string[];
  columns: Partial<Record<F, string>>;
  onChange: (field: F, header: string) => void;
};

/** One choice per field: which header holds it, or "not in this file". */
export function FieldSelects<F extends string>({
  fields,
  labels,
  required,
  headers,
  columns,
  onChange,
}: FieldSelectsProps<F>) {
  // A header that names two columns is offered once per column, with its place ("Amount (column 3)").
  const options = [
    ...new Set(headers.map((header, column) => (header ? columnReference(headers, column) : ''))),
  ].filter(Boolean);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {fields.map((field) => (
        <Field.Root key={field} required={required.includes(field)}>
          <Field.Label>
            {labels[field]} {required.includes(field) && <Field.RequiredIndicator />}
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={labels[field]}
              value={columns[field] ?? ''}
              onChange={(event) => onChange(field, event.target.value)}
            >
              <option value="">— not in this file —</option>
              {options.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
