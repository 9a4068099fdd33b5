import { Tabs } from '@chakra-ui/react';
import { LuChartBar, LuChartLine, LuNetwork, LuUserX } from 'react-icons/lu';
import { PageFrame } from '../../components/layout/PageFrame';
import { AgingReport } from './AgingReport';
import { ExposureReport } from './ExposureReport';
import { TerminatedReport } from './TerminatedReport';
import { TrendReport } from './TrendReport';

/** Reports: aging, hierarchy exposure, terminated balances and the trend; each loads when its tab opens. */
export default function ReportsScreen() {
  return (
    <PageFrame title="Reports" subtitle="Who owes what, for how long, and under whom">
      <Tabs.Root defaultValue="aging" variant="enclosed" lazyMount>
        <Tabs.List>
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
