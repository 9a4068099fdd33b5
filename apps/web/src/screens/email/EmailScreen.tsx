import { Badge, Button, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { TEmailCandidate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuSend } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { useTRPC } from '../../lib/trpc';
import { CandidatesTable } from './CandidatesTable';
import { NoticeFilters, type NoticeChoice } from './NoticeFilters';
import { NoticePreview } from './NoticePreview';
import { candidateKey, DEFAULT_RANGE_KEY, rangeOf, templatesFor, type SendRun } from './noticeTargets';
import { SchedulesCard } from './SchedulesCard';
import { SendSummary } from './SendSummary';
import { useNoticeSender } from './useNoticeSender';

/** Email Automation: find who owes what by age range, preview and send the right notice, schedule it. */
export default function EmailScreen() {
  const trpc = useTRPC();
  const [choice, setChoice] = useState<NoticeChoice>({
    rangeKey: DEFAULT_RANGE_KEY,
    carrierId: '',
    templateId: '',
    ccUpline: false,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const [run, setRun] = useState<SendRun | null>(null);
  const [confirming, setConfirming] = useState<TEmailCandidate[] | null>(null);

  const range = rangeOf(choice.rangeKey);
  const carrierId = choice.carrierId ? Number(choice.carrierId) : null;
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const templates = useQuery(trpc.emailTemplate.list.queryOptions());
  const delivery = useQuery(trpc.email.delivery.queryOptions());
  const candidates = useQuery(
    trpc.email.candidates.queryOptions({ minAge: range.min, maxAge: range.max, carrierId: carrierId ?? undefined }),
  );
  const sender = useNoticeSender((result) => {
    setRun(result);
    setSelected(new Set());
  });

  const carrierList = carriers.data ?? [];
  const carrierName = (id: number | null) =>
    id === null ? 'All carriers' : (carrierList.find((c) => c.id === id)?.name ?? `Carrier ${id}`);
  const fitting = useMemo(
    () => templatesFor(templates.data ?? [], range, carrierId),
    [templates.data, range, carrierId],
  );
  const template = fitting.find((t) => String(t.id) === choice.templateId) ?? fitting[0] ?? null;
  const rows = candidates.data ?? [];
  const selectedRows = rows.filter((c) => selected.has(candidateKey(c)));
  const previewed = rows.find((c) => candidateKey(c) === previewKey) ?? rows[0] ?? null;

  function change(next: Partial<NoticeChoice>) {
    // A new range or carrier lists other agents: the selection and the previewed agent no longer apply.
    if (next.rangeKey !== undefined || next.carrierId !== undefined) {
      setSelected(new Set());
      setPreviewKey(null);
    }
    setChoice((current) => ({ ...current, ...next }));
  }

  function send(targets: TEmailCandidate[]) {
    if (!template || !targets.length) return;
    sender.mutate(
      { templateId: template.id, ccUpline: choice.ccUpline, candidates: targets },
      { onSettled: () => setConfirming(null) },
    );
  }

  return (
    <PageFrame
      title="Email Automation"
      subtitle="Send debt notices by debt age and carrier, preview them, and schedule them to repeat"
      actions={
        delivery.data && (
          <Badge size="lg" variant="surface" colorPalette={delivery.data.mode === 'smtp' ? 'green' : 'blue'}>
            Delivery: {delivery.data.mode === 'smtp' ? 'SMTP' : 'Outbox folder'}
          </Badge>
        )
      }
    >
      <Card.Root>
        <Card.Header gap="4">
          <Heading as="h2" size="md">
            Debt notices
          </Heading>
          <NoticeFilters
            choice={{ ...choice, templateId: template ? String(template.id) : '' }}
            onChange={change}
            carriers={carrierList}
            templates={fitting}
            carrierName={carrierName}
          />
        </Card.Header>
        <Card.Body gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {rows.length} {rows.length === 1 ? 'agent' : 'agents'} with outstanding debt aged {range.label}
              {carrierId !== null ? ` at ${carrierName(carrierId)}` : ''}
              {selectedRows.length ? `, ${selectedRows.length} selected` : ''}
            </Text>
            <Flex gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={!template || !selectedRows.length}
                onClick={() => setConfirming(selectedRows)}
              >
                <LuSend /> Send to selected ({selectedRows.length})
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!template || !rows.length}
                onClick={() => setConfirming(rows)}
              >
                <LuSend /> Send to all listed ({rows.length})
              </Button>
            </Flex>
          </Flex>
          <CandidatesTable
            candidates={rows}
            loading={candidates.isPending}
            selected={selected}
            onSelectedChange={setSelected}
            previewKey={previewed ? candidateKey(previewed) : null}
            onPreview={(c) => setPreviewKey(candidateKey(c))}
            onSendOne={(c) => send([c])}
            canSend={template !== null && !sender.isPending}
          />
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="stretch">
        <NoticePreview templateId={template?.id ?? null} candidate={previewed} />
        <SendSummary run={run} />
      </SimpleGrid>
      <SchedulesCard templates={(templates.data ?? []).filter((t) => t.active)} carriers={carrierList} />
      <ConfirmDialog
        open={confirming !== null}
        title="Send notices"
        message={`Send '${template?.name ?? ''}' to ${confirming?.length ?? 0} ${confirming?.length === 1 ? 'agent' : 'agents'}${
          choice.ccUpline ? ', copying their uplines' : ''
        }?`}
        confirmLabel="Send notices"
        destructive={false}
        pending={sender.isPending}
        onConfirm={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </PageFrame>
  );
}
