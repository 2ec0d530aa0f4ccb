import type { ReportType } from '../../api/reports';
import { Tabs } from '../../components/Tabs';
import { REPORTS } from '../../constants/messages/reports';
import { SectionHeader } from '../../tour/TourButton';
import type { TourSection } from '../../tour/steps';
import { ReportsPanel } from './ReportsPanel';

export interface ReportsPageProps {
  title: string;
  section: TourSection;
  /** One panel, or tabs when the page offers several report types. */
  types: readonly ReportType[];
}

/** The shared Reports screen, parameterised by report type(s). */
export function ReportsPage({ title, section, types }: ReportsPageProps) {
  return (
    <section>
      <SectionHeader title={title} section={section} />
      {types.length > 1 ? (
        <Tabs
          label={REPORTS.tabList}
          items={types.map((type) => ({ id: type, label: REPORTS.tabs[type], content: <ReportsPanel key={type} reportType={type} /> }))}
        />
      ) : (
        <ReportsPanel reportType={types[0]} />
      )}
    </section>
  );
}
