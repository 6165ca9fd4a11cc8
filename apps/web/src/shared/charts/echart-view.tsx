// The console's one chart component over Apache ECharts (ADR 0018): only the chart kinds and components the
// console draws are registered (tree-shaken `echarts/core` imports), drawn as SVG so the figures are text in
// the page (the schedule charts shade their periods with mark areas). Import it lazily (`lazy(() => import(...))`): ECharts stays out of the first load.
import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type ComposeOption, type ECharts } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

registerChartParts([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** The options the console's charts may use (bars and lines on a grid, with a legend and tooltips). */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

interface EChartViewProps {
  option: ChartOption;
  /** Height in px; the width follows the container. */
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

/** One chart that follows its container's width and its option. */
export default function EChartView({ option, height, label, testId }: EChartViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | undefined>(undefined);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    // A tab switch or a phone rotated changes the width without a window resize.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', height }}
    />
  );
}
