import { Badge, Button, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { EMAIL_CANDIDATE_SORT_KEYS, type EmailCandidateSortKey, type TEmailCandidate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuSend } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { useServerTable } from '../../components/display/useServerTable';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgentSearchBox } from '../../components/table/AgentSearchBox';
import { serverOrder } from '../../lib/sortRows';
import { useTRPC } from '../../lib/trpc';
import { useDebounced } from '../../lib/useDebounced';
import { CANDIDATE_SORTS, candidateColumns, CandidatesTable } from './CandidatesTable';
import { NO_SELECTION, tickedCount, type CandidateSelection } from './candidateSelection';
import { NoticeFilters, type NoticeChoice } from './NoticeFilters';
import { NoticePreview } from './NoticePreview';
import { NoTemplateNotice } from './NoTemplateNotice';
import {
  candidateKey,
  DEFAULT_RANGE_KEY,
  hasOneCarrierTemplates,
  isReviewRange,
  noticeRangeOf,
  templatesFor,
  type SendRun,
} from './noticeTargets';
import { SchedulesCard } from './SchedulesCard';
import { SendSummary } from './SendSummary';
import { useNoticeSender, type CandidateFilter, type NoticeSend } from './useNoticeSender';

/** A send waiting for its confirmation: to whom (without the template, chosen at the moment of sending) and how many. */
type PendingSend = { target: DistributiveOmit<NoticeSend, 'templateId' | 'ccUpline'>; count: number };
/** The candidates' filters and the server's order for the sorted column. */
type CandidateQuery = CandidateFilter & { sort?: EmailCandidateSortKey; order?: 'asc' | 'desc' };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Email Automation: find who owes what by age range, preview and send the right notice, schedule it. */
export default function EmailScreen() {
  const trpc = useTRPC();
  // The Dashboard's Pending Actions card links here with ?range=over-45.
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<NoticeChoice>(() => ({
    rangeKey: noticeRangeOf(searchParams.get('range') ?? DEFAULT_RANGE_KEY).key,
    carrierId: '',
    templateId: '',
    ccUpline: false,
  }));
  const [selection, setSelection] = useState<CandidateSelection>(NO_SELECTION);
  const [previewRow, setPreviewRow] = useState<TEmailCandidate | null>(null);
  const [run, setRun] = useState<SendRun | null>(null);
  const [confirming, setConfirming] = useState<PendingSend | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText).trim();

  const range = noticeRangeOf(choice.rangeKey);
  const carrierId = choice.carrierId ? Number(choice.carrierId) : null;
  const filter: CandidateFilter = {
    minAge: range.min,
    maxAge: range.max,
    ...(carrierId !== null ? { carrierId } : {}),
    ...(search ? { search } : {}),
    ...(range.noNoticeInDays ? { noNoticeInDays: range.noNoticeInDays } : {}),
  };
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const templates = useQuery(trpc.emailTemplate.list.queryOptions());
  const delivery = useQuery(trpc.email.delivery.queryOptions());
  const sender = useNoticeSender((result) => {
    setRun(result);
    setSelection(NO_SELECTION);
  });

  const carrierList = carriers.data ?? [];
  const carrierName = (id: number | null) =>
    id === null ? 'All carriers' : (carrierList.find((c) => c.id === id)?.name ?? `Carrier ${id}`);
  const fitting = useMemo(
    () => templatesFor(templates.data ?? [], range, carrierId),
    [templates.data, range, carrierId],
  );
  const template = fitting.find((t) => String(t.id) === choice.templateId) ?? fitting[0] ?? null;
  // Once the templates are read: none fits, so Preview and Send are off and the screen says why.
  const noTemplate = templates.data !== undefined && template === null;

  // The server searches and sorts the candidates and sends the rows in view (issue 15).
  const { table } = useServerTable<TEmailCandidate, CandidateQuery>(
    CANDIDATE_SORTS,
    (sort, sortKey) => ({ ...filter, ...serverOrder(EMAIL_CANDIDATE_SORT_KEYS, sort, sortKey) }),
    (query, offset, limit) => trpc.email.candidateWindow.queryOptions({ ...query, offset, limit }),
  );
  const listed = table.window.total ?? 0;
  const ticked = tickedCount(selection, listed);
  // Without a template nothing is previewed (and no row is marked as the one shown).
  const previewed = template ? (previewRow ?? table.window.rowAt(0) ?? null) : null;
  const columns = candidateColumns({
    selection,
    onSelectionChange: setSelection,
    listed,
    previewKey: previewed ? candidateKey(previewed) : null,
    onPreview: setPreviewRow,
    onSendOne: (c) => send({ kind: 'rows', candidates: [c] }),
    canSend: template !== null && !sender.isPending,
    canPreview: template !== null,
  });

  function change(next: Partial<NoticeChoice>) {
    // A new range or carrier lists other agents: the selection and the previewed agent no longer apply.
    if (next.rangeKey !== undefined || next.carrierId !== undefined) {
      setSelection(NO_SELECTION);
      setPreviewRow(null);
    }
    setChoice((current) => ({ ...current, ...next }));
  }

  function changeSearch(next: string) {
    setSelection(NO_SELECTION);
    setSearchText(next);
  }

  function send(target: PendingSend['target']) {
    if (!template) return;
    sender.mutate(
      { ...target, templateId: template.id, ccUpline: choice.ccUpline },
      { onSettled: () => setConfirming(null) },
    );
  }

  /** The ticked rows: named one by one, or (after "select all") the listed rows but the unticked ones. */
  function tickedTarget(): PendingSend['target'] {
    const rows = [...selection.rows.values()];
    return selection.all ? { kind: 'listed', filter, except: rows } : { kind: 'rows', candidates: rows };
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
            oneCarrierTemplatesHidden={hasOneCarrierTemplates(templates.data ?? [], range, carrierId)}
          />
        </Card.Header>
        <Card.Body gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {table.window.total === undefined
                ? 'Finding agents with outstanding debt...'
                : `${listed} ${listed === 1 ? 'agent' : 'agents'} with outstanding debt aged ${range.label}`}
              {table.window.total !== undefined && carrierId !== null ? ` at ${carrierName(carrierId)}` : ''}
              {table.window.total !== undefined && search ? ` matching '${search}'` : ''}
              {ticked ? `, ${ticked} selected` : ''}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                disabled={!template || !ticked}
                onClick={() => setConfirming({ target: tickedTarget(), count: ticked })}
              >
                <LuSend /> Send to selected ({ticked})
              </Button>
              <Button
                size="sm"
                colorPalette="blue"
                disabled={!template || !listed}
                onClick={() => setConfirming({ target: { kind: 'listed', filter, except: [] }, count: listed })}
              >
                <LuSend /> Send to all listed ({listed})
              </Button>
            </Flex>
          </Flex>
          {noTemplate && <NoTemplateNotice range={range} onSwitchRange={(rangeKey) => change({ rangeKey })} />}
          <AgentSearchBox
            label="Search notice candidates"
            placeholder="Search by name, agent ID, e-mail, NPN or upline..."
            value={searchText}
            onChange={changeSearch}
          />
          <CandidatesTable table={table} columns={columns} searching={search !== ''} />
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="stretch">
        <NoticePreview
          templateId={template?.id ?? null}
          candidate={previewed}
          noTemplateText={
            noTemplate
              ? isReviewRange(range)
                ? 'No notice to preview: over 45 days has no notice of its own. Switch to 46-90 days or 91+ days above.'
                : 'No notice to preview: no template fits this range and carrier.'
              : undefined
          }
        />
        <SendSummary run={run} />
      </SimpleGrid>
      <SchedulesCard templates={(templates.data ?? []).filter((t) => t.active)} carriers={carrierList} />
      <ConfirmDialog
        open={confirming !== null}
        title="Send notices"
        message={`Send '${template?.name ?? ''}' to ${confirming?.count ?? 0} ${confirming?.count === 1 ? 'agent' : 'agents'}${
          choice.ccUpline ? ', copying their uplines' : ''
        }?`}
        confirmLabel="Send notices"
        destructive={false}
        pending={sender.isPending}
        onConfirm={() => confirming && send(confirming.target)}
        onCancel={() => setConfirming(null)}
      />
    </PageFrame>
  );
}
