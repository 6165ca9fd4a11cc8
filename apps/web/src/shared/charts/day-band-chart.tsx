// The 24-hour bands of a schedule drawn by ECharts. Import it lazily (`lazy(() => import(...))`), like every
// chart of the console (ADR 0018): ECharts stays out of the first load.
import { useMemo } from 'react';
import EChartView from './echart-view';
import { dayBandOption, type DayBand } from './day-band-option';

interface DayBandChartProps {
  bands: readonly DayBand[];
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

/** One band per clock, 36 px each, over an hour axis. */
export default function DayBandChart({ bands, label, testId }: DayBandChartProps) {
  const option = useMemo(() => dayBandOption(bands), [bands]);
  return <EChartView option={option} height={32 + bands.length * 36} label={label} testId={testId} />;
}
