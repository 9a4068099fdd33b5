import { SimpleGrid, Switch, Text } from '@chakra-ui/react';
import type { TCarrier, TEmailTemplate } from '@agentledger/schema';
import { SelectField } from '../../components/agent-dialogs/fields';
import { NOTICE_RANGES, OVER_45_RANGE_KEY, templateLabel } from './noticeTargets';

export type NoticeChoice = { rangeKey: string; carrierId: string; templateId: string; ccUpline: boolean };

type NoticeFiltersProps = {
  choice: NoticeChoice;
  onChange: (change: Partial<NoticeChoice>) => void;
  carriers: TCarrier[];
  /** Only the templates that fit the chosen range and carrier. */
  templates: TEmailTemplate[];
  carrierName: (id: number | null) => string;
  /** With all carriers: templates of this range kept for one carrier, offered once that carrier is chosen. */
  oneCarrierTemplatesHidden?: boolean;
};

const RANGE_OPTIONS = NOTICE_RANGES.map((r) => ({
  value: r.key,
  label: r.key === OVER_45_RANGE_KEY ? 'Over 45 days (Pending Actions)' : r.label,
}));

/**
 * Who the notice is for (range, carrier), which notice (template), and whether uplines get a copy.
 * When no template fits, the screen says why beside the buttons it turns off (NoTemplateNotice).
 */
export function NoticeFilters({
  choice,
  onChange,
  carriers,
  templates,
  carrierName,
  oneCarrierTemplatesHidden = false,
}: NoticeFiltersProps) {
  const templateOptions = templates.map((t) => ({
    value: String(t.id),
    label: templateLabel(t, carrierName(t.carrierId)),
  }));
  return (
    <SimpleGrid
      templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: '1fr 1fr 1.6fr auto' }}
      gap="4"
      alignItems="end"
    >
      <SelectField
        label="Debt Age Range"
        value={choice.rangeKey}
        onChange={(rangeKey) => onChange({ rangeKey })}
        options={RANGE_OPTIONS}
      />
      <SelectField
        label="Carrier"
        value={choice.carrierId}
        onChange={(carrierId) => onChange({ carrierId })}
        placeholder="All carriers"
        options={carriers.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        label="Template"
        value={choice.templateId}
        onChange={(templateId) => onChange({ templateId })}
        placeholder={templateOptions.length ? undefined : 'No template for this range'}
        options={templateOptions}
      />
      <Switch.Root
        checked={choice.ccUpline}
        onCheckedChange={(e) => onChange({ ccUpline: e.checked })}
        pb="2"
        colorPalette="blue"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Copy upline</Switch.Label>
      </Switch.Root>
      {oneCarrierTemplatesHidden && (
        <Text gridColumn="1 / -1" fontSize="sm" color="fg.muted">
          Templates made for one carrier are offered once that carrier is chosen, so they only reach its agents.
        </Text>
      )}
    </SimpleGrid>
  );
}
