// The forecast calibration benchmark (issue 20, docs/algorithms.md Part D4): simulated accounts with a known
// world, optimisation plans made on their "before" export, each plan's forecast scored against the simulated
// "after" window. Prints the 80 % interval coverage per group (target: 75-85 %) and the error of the plans'
// expected totals.
//
// Usage: npm run forecast-calibration -w @adplan/bench -- [--accounts 120] [--seed 20261127] [--draws 400]
import { scoreCalibration, simulateCalibrationCases, type CalibrationCase } from '@adplan/engine/testing';

function option(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '-');

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const accounts = option(argv, 'accounts', 120);
  const seed = option(argv, 'seed', 20261127);
  const draws = option(argv, 'draws', 400);
  const started = Date.now();
  const cases: CalibrationCase[] = [];
  for (let i = 0; i < accounts; i += 1) cases.push(...(await simulateCalibrationCases(seed + i, { draws })));
  const report = scoreCalibration(cases);
  console.log(
    `forecast calibration: ${report.accounts} accounts, ${report.cases} plans, ${draws} draws, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('80 % interval coverage of the after window (target 75-85 %):');
  console.log('group | scored | clicks | spend | orders');
  for (const [group, c] of Object.entries(report.coverage).sort())
    console.log(
      `${group} | ${c.count} | ${percent(c.clicks, c.count)} | ${percent(c.spend, c.count)} | ${percent(c.orders, c.count)}`,
    );
  console.log('plan totals after: plans | median |error| | median signed error | Σ expected / Σ observed');
  for (const [figure, e] of Object.entries(report.planError))
    console.log(
      `${figure} | ${e.count} | ${(100 * e.medianAbsolute).toFixed(1)} % | ${(100 * e.medianSigned).toFixed(1)} % | ${e.aggregateRatio.toFixed(3)}`,
    );
}

await main();
