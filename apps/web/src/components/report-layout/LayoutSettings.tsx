import { Checkbox, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { REPORT_FIELD_LABELS, type TReportInspection } from '@agentledger/schema';
import { HeaderRowSelect } from './HeaderRowSelect';
import type { LayoutDraft } from './layoutDraft';

type LayoutSettingsProps = {
  sheets: TReportInspection['sheets'];
  draft: LayoutDraft;
  onChange: (change: Partial<LayoutDraft>) => void;
};

/**
 * Where the table is (sheet, header row, one or two header rows), how a debt's sign is printed and
 * how names without a comma are ordered.
 */
export function LayoutSettings({ sheets, draft, onChange: update }: LayoutSettingsProps) {
  return (
    <HStack gap="4" wrap="wrap" align="end">
      {sheets.length > 1 && (
        <Field.Root width="auto">
          <Field.Label>Sheet</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Sheet"
              value={draft.sheetIndex}
              onChange={(e) => update({ sheetIndex: Number(e.target.value), headerRow: 1, columns: {} })}
            >
              {sheets.map((s, i) => (
                <option key={i} value={i}>
                  {s.name ?? `Sheet ${i + 1}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <HeaderRowSelect
        rowCount={sheets[draft.sheetIndex]?.rows.length ?? 0}
        value={draft.headerRow}
        onChange={(headerRow) => update({ headerRow, columns: {} })}
      />
      <Checkbox.Root
        checked={draft.headerRows === 2}
        onCheckedChange={(e) => update({ headerRows: e.checked === true ? 2 : 1, columns: {} })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Header spans two rows</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root width="auto">
        <Field.Label>{REPORT_FIELD_LABELS.amount} is shown as</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Sign of amounts owed"
            value={draft.amountSign}
            onChange={(e) => update({ amountSign: e.target.value as LayoutDraft['amountSign'] })}
          >
            <option value="owed-positive">a positive number (the usual)</option>
            <option value="owed-negative">a negative number</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>Names without a comma are written</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Name order"
            value={draft.nameOrder}
            onChange={(e) => update({ nameOrder: e.target.value as LayoutDraft['nameOrder'] })}
          >
            <option value="detect">as the known people they match say</option>
            <option value="first-last">First Last (John A Smith)</option>
            <option value="last-first">Last First (SMITH JOHN A)</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
