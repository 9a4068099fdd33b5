import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { REPORT_FIELD_LABELS, REPORT_FIELDS } from '@agentledger/schema';
import type { LayoutDraft, ReportField } from './layoutDraft';

type FieldSelectsProps = {
  headers: string[];
  columns: LayoutDraft['columns'];
  onChange: (field: ReportField, header: string) => void;
};

/** The balance first: it is the one field every report needs. */
const ORDER = ['amount', ...REPORT_FIELDS.filter((field) => field !== 'amount')] as const;

/** One choice per field: which header holds it, or "not in this report". */
export function FieldSelects({ headers, columns, onChange }: FieldSelectsProps) {
  const options = [...new Set(headers.filter(Boolean))];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {ORDER.map((field) => (
        <Field.Root key={field} required={field === 'amount'}>
          <Field.Label>
            {REPORT_FIELD_LABELS[field]} {field === 'amount' && <Field.RequiredIndicator />}
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={REPORT_FIELD_LABELS[field]}
              value={columns[field] ?? ''}
              onChange={(event) => onChange(field, event.target.value)}
            >
              <option value="">— not in this report —</option>
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
