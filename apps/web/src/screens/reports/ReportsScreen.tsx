import { Tabs } from '@chakra-ui/react';
import { LuChartBar, LuChartLine, LuNetwork, LuUserX } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgingReport } from './AgingReport';
import { ExposureReport } from './ExposureReport';
import { TerminatedReport } from './TerminatedReport';
import { TrendReport } from './TrendReport';

const REPORT_TABS = ['aging', 'exposure', 'terminated', 'trend'] as const;

/**
 * Reports: aging, hierarchy exposure, terminated balances and the trend; each loads when its tab
 * opens. The tab shown is the link's `?tab=` (the Dashboard's Terminated Agents card opens
 * `terminated`), kept there as tabs change so a reload or Back shows the same report.
 */
export default function ReportsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab = REPORT_TABS.find((t) => t === asked) ?? 'aging';
  return (
    <PageFrame title="Reports" subtitle="Who owes what, for how long, and under whom">
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setSearchParams(e.value === 'aging' ? {} : { tab: e.value }, { replace: true })}
        variant="enclosed"
        lazyMount
      >
        {/* On a narrow screen the tabs wrap onto more lines instead of running off it. */}
        <Tabs.List flexWrap="wrap" maxW="full" css={{ '& > button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
          <Tabs.Trigger value="aging">
            <LuChartBar /> Aging
          </Tabs.Trigger>
          <Tabs.Trigger value="exposure">
            <LuNetwork /> Hierarchy exposure
          </Tabs.Trigger>
          <Tabs.Trigger value="terminated">
            <LuUserX /> Terminated with balances
          </Tabs.Trigger>
          <Tabs.Trigger value="trend">
            <LuChartLine /> Trend
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="aging">
          <AgingReport />
        </Tabs.Content>
        <Tabs.Content value="exposure">
          <ExposureReport />
        </Tabs.Content>
        <Tabs.Content value="terminated">
          <TerminatedReport />
        </Tabs.Content>
        <Tabs.Content value="trend">
          <TrendReport />
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}
