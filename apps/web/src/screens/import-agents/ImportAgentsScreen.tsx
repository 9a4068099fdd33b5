import { Badge, Box, Button, Card, Flex, HStack, Icon, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LuBuilding2, LuFileSpreadsheet, LuUpload } from 'react-icons/lu';
import { useUploadFile } from '../../components/upload/useUploadFile';
import { PageFrame } from '../../components/layout/PageFrame';
import { errorMessage } from '../../lib/api';
import { dismissNotifications, notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { STATS_POLL_MS, useTRPC } from '../../lib/trpc';
import { PICKED_FILE_EXTENSIONS, type TAgentListResult } from '@agentledger/schema';
import { RosterLayoutDialog } from '../../components/report-layout/RosterLayoutDialog';
import { CardHeading } from '../dashboard/CardHeading';
import { StatGrid } from '../dashboard/StatGrid';

type ImportResult = TAgentListResult;

/** SPEC section 2: the columns an agent list may have (any order, any case). */
const EXPECTED_COLUMNS = [
  'NPN',
  'First Name',
  'Last Name',
  'Middle Name',
  'Business Name',
  'Type',
  'Gender',
  'Agency Name',
  'Phone',
  'Email',
  'DoB',
  'Comp Level',
  'Upline Name',
  'Upline NPN',
  'Status',
  'NPN Verified',
  'Soliciting For',
  'Address',
  'City',
  'State',
  'Zipcode',
  'Role',
];
const SHOWN_ERRORS = 5;

export default function ImportAgentsScreen() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const stats = useQuery({ ...trpc.stats.dashboard.queryOptions(), refetchInterval: STATS_POLL_MS });
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  // A list whose columns the product could not read: offered for mapping, then imported.
  const [unread, setUnread] = useState<File | null>(null);
  const sending = useRef<File | null>(null);
  const { upload, pending } = useUploadFile<ImportResult>(
    '/api/import-agents',
    'Failed to import agents',
    (message) => {
      if (!/Map its columns/.test(message)) return;
      dismissNotifications();
      setUnread(sending.current);
    },
  );
  const init = useMutation(
    trpc.carrier.initDefaults.mutationOptions({
      onSuccess: async (carriers) => {
        await afterWrite('carriers');
        notifySuccess('Companies initialized', `${carriers.length} companies are ready`);
      },
      onError: (e) => notifyError('Failed to initialize companies', errorMessage(e, 'Please try again')),
    }),
  );

  const active = stats.data?.activeAgents ?? 0;
  const terminated = stats.data?.terminatedAgents ?? 0;

  async function importFile(chosen: File) {
    sending.current = chosen;
    const answer = await upload(chosen);
    if (answer) setResult(answer);
  }

  async function runImport() {
    if (file) await importFile(file);
  }

  return (
    <PageFrame
      title="Import Agents"
      subtitle="Load an agent list from your agency system: new people are added, known NPNs are updated"
      actions={
        <Button variant="outline" loading={init.isPending} onClick={() => init.mutate()}>
          <LuBuilding2 /> Initialize Companies
        </Button>
      }
    >
      <StatGrid
        columns={{ base: 1, md: 3 }}
        loading={stats.isLoading}
        stats={[
          { label: 'Active Agents', value: active, caption: 'Currently active' },
          { label: 'Terminated Agents', value: terminated, caption: 'With outstanding debt' },
          { label: 'Total', value: active + terminated, caption: 'Active + terminated with debt' },
        ]}
      />
      <Card.Root>
        <CardHeading title="Agent list file" />
        <Card.Body gap="4">
          <Flex
            align="center"
            gap="4"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="border"
            borderRadius="lg"
            p="5"
            wrap="wrap"
          >
            <Icon as={LuFileSpreadsheet} boxSize="8" color="blue.500" />
            <Stack gap="0" flex="1" minW="240px">
              <Text fontWeight="medium">
                {file ? `${file.name} (${(file.size / 1024).toFixed(1)} KB)` : 'No file selected'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {file ? 'Ready to import' : 'CSV or Excel (.csv, .xlsx, .xls)'}
              </Text>
            </Stack>
            <input
              ref={picker}
              type="file"
              hidden
              aria-label="Agent list file"
              accept={PICKED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
              onChange={(e) => {
                // A new file clears the previous results (SPEC section 4).
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
                e.target.value = '';
              }}
            />
            <Button variant="outline" onClick={() => picker.current?.click()}>
              {file ? 'Choose Another File' : 'Choose File'}
            </Button>
          </Flex>
          <HStack>
            <Button
              colorPalette="blue"
              disabled={!file}
              loading={pending}
              loadingText="Importing..."
              onClick={runImport}
            >
              <LuUpload /> Import Agents
            </Button>
            {pending && <Text color="fg.muted">Processing agent data...</Text>}
          </HStack>
        </Card.Body>
      </Card.Root>
      {result && <ImportResults result={result} />}
      <RosterLayoutDialog file={unread} onOpenChange={(open) => !open && setUnread(null)} onSaved={importFile} />
      <Card.Root>
        <CardHeading
          size="md"
          title="Expected CSV columns"
          description="21+ fields, matched by header name in any order"
        />
        <Card.Body>
          <Wrap gap="2">
            {EXPECTED_COLUMNS.map((column) => (
              <Badge key={column} variant="outline" size="md">
                {column}
              </Badge>
            ))}
          </Wrap>
        </Card.Body>
      </Card.Root>
    </PageFrame>
  );
}

function ImportResults({ result }: { result: ImportResult }) {
  const more = result.errors.length - SHOWN_ERRORS;
  const counts = [
    { label: 'New Agents', value: result.imported, caption: 'imported' },
    {
      label: 'Updated Agents',
      value: result.updated,
      caption: result.unchanged ? `updated (${result.unchanged} unchanged)` : 'updated',
    },
  ];
  // An appointment list: writing numbers recorded per carrier.
  if (result.writingNumbers > 0) {
    counts.push({ label: 'Writing Numbers', value: result.writingNumbers, caption: 'recorded per carrier' });
  }
  return (
    <Card.Root data-testid="import-results">
      <CardHeading title="Import Results" />
      <Card.Body gap="4">
        <StatGrid columns={counts.length} stats={counts} />
        {/* What the list gave that was not recorded (writing numbers with no carrier): said once, not per row. */}
        {result.notes && result.notes.length > 0 && (
          <Box
            borderWidth="1px"
            borderColor="orange.200"
            bg="orange.50"
            borderRadius="md"
            p="4"
            data-testid="import-notes"
          >
            <Stack gap="1" fontSize="sm" color="orange.800">
              {result.notes.map((note) => (
                <Text key={note}>{note}</Text>
              ))}
            </Stack>
          </Box>
        )}
        {result.errors.length > 0 && (
          <Box borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="md" p="4">
            <Stack gap="1" fontSize="sm" color="red.800">
              {result.errors.slice(0, SHOWN_ERRORS).map((error) => (
                <Text key={error}>{error}</Text>
              ))}
              {more > 0 && <Text>... and {more} more errors</Text>}
              <Text fontWeight="semibold">Total errors: {result.errors.length}</Text>
            </Stack>
          </Box>
        )}
        <Flex>
          {result.imported + result.updated === 0 && result.errors.length > 0 ? (
            // Not "successfully" when every row failed: nothing was imported, and the errors above say why.
            <Text color="red.700" fontWeight="medium" data-testid="import-nothing">
              Nothing was imported: every row had an error. Total agents processed: 0
            </Text>
          ) : (
            <Text color="green.700" fontWeight="medium">
              Import completed successfully! Total agents processed: {result.imported + result.updated}
            </Text>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
