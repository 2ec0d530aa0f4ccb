import type { ReactNode } from 'react';
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
  /** The section's other reports, below its report types (the access reports' unique audience). */
  children?: ReactNode;
}

/** One panel per report type, as tabs when there are several (the merchant's and the admin's Reports screens). */
export function ReportTypePanels({ types }: { types: readonly ReportType[] }) {
  return types.length > 1 ? (
    <Tabs label={REPORTS.tabList} items={types.map((type) => ({ id: type, label: REPORTS.tabs[type], content: <ReportsPanel key={type} reportType={type} /> }))} />
  ) : (
    <ReportsPanel reportType={types[0]} />
  );
}

/** The shared Reports screen, parameterised by report type(s). */
export function ReportsPage({ title, section, types, children }: ReportsPageProps) {
  return (
    <section>
      <SectionHeader title={title} section={section} />
      <ReportTypePanels types={types} />
      {children}
    </section>
  );
}
