import { Box, Table } from '@chakra-ui/react';

type LayoutPreviewProps = { rows: string[][]; headerRow: number; headerRows: 1 | 2 };

/** The first rows of the sheet, the chosen header row(s) highlighted, so staff see what they map. */
export function LayoutPreview({ rows, headerRow, headerRows }: LayoutPreviewProps) {
  const first = Math.max(0, headerRow - 3);
  const shown = rows.slice(first, first + 10);
  const width = Math.max(1, ...shown.map((row) => row.length));
  const isHeader = (index: number) => index + 1 >= headerRow && index + 1 < headerRow + headerRows;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" maxH="56">
      <Table.Root size="sm" aria-label="First rows of the report">
        <Table.Body>
          {shown.map((row, i) => {
            const index = first + i;
            return (
              <Table.Row key={index} bg={isHeader(index) ? 'blue.subtle' : undefined}>
                <Table.Cell color="fg.muted" width="10">
                  {index + 1}
                </Table.Cell>
                {Array.from({ length: width }, (_, c) => (
                  <Table.Cell key={c} whiteSpace="nowrap" fontWeight={isHeader(index) ? 'semibold' : undefined}>
                    {row[c] ?? ''}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
