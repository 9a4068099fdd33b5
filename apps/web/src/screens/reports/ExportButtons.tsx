import { Button, Flex } from '@chakra-ui/react';
import type { TReportFormat, TReportName } from '@agentledger/schema';
import { useState } from 'react';
import { LuFileSpreadsheet, LuFileText } from 'react-icons/lu';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { downloadReport } from './downloadReport';

/** 'Export CSV' and 'Export Excel' of one report: the server builds the file (formula-safe CSV, .xlsx). */
export function ExportButtons({ report }: { report: TReportName }) {
  const [pending, setPending] = useState<TReportFormat | null>(null);
  async function download(format: TReportFormat) {
    setPending(format);
    try {
      const filename = await downloadReport(report, format);
      notifySuccess('Export successful', filename);
    } catch (error) {
      notifyError('Export failed', errorMessage(error, 'Failed to download the report'));
    } finally {
      setPending(null);
    }
  }
  return (
    <Flex gap="2">
      <Button size="sm" variant="outline" loading={pending === 'csv'} onClick={() => download('csv')}>
        <LuFileText /> Export CSV
      </Button>
      <Button size="sm" variant="outline" loading={pending === 'xlsx'} onClick={() => download('xlsx')}>
        <LuFileSpreadsheet /> Export Excel
      </Button>
    </Flex>
  );
}
