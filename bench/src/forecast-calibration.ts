// The forecast calibration benchmark (issue 20, docs/algorithms.md Part D4): simulated accounts with a known
// world, optimisation plans made on their "before" export, each plan's forecast scored against the simulated
// "after" window. Prints the 80 % coverage per group (target: 75-85 %) by the shown interval and by the
// randomised PIT, for the model and for the oracle (the true world's own distribution; ADR 0042), and the error
// of the plans' expected totals.
//
// Usage: npm run forecast-calibration -w @adplan/bench -- [--accounts 120] [--seed 20261127] [--draws 400]
//        [--oracle 400] (oracle replicates; 0 = none)
import { scoreCalibration, simulateCalibrationCases, type CalibrationCase } from '@adplan/engine/testing';

function option(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

const RULES = [
  ['interval', 'model, inclusive interval'],
  ['pit', 'model, randomised PIT'],
  ['oracleInterval', 'oracle, inclusive interval'],
  ['oraclePit', 'oracle, randomised PIT'],
] as const;

/** A coverage share with its binomial standard error (rows of one account are not independent: a floor). */
function share(part: number, whole: number): string {
  if (whole <= 0) return '-';
  const p = part / whole;
  return `${(100 * p).toFixed(1)} ± ${(100 * Math.sqrt((p * (1 - p)) / whole)).toFixed(1)}`;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const accounts = option(argv, 'accounts', 120);
  const seed = option(argv, 'seed', 20261127);
  const draws = option(argv, 'draws', 400);
  const oracleReplicates = option(argv, 'oracle', 400);
  const started = Date.now();
  const cases: CalibrationCase[] = [];
  for (let i = 0; i < accounts; i += 1)
    cases.push(...(await simulateCalibrationCases(seed + i, { draws, oracleReplicates })));
  const report = scoreCalibration(cases);
  console.log(
    `forecast calibration: ${report.accounts} accounts, ${report.cases} plans, ${draws} draws, oracle ${oracleReplicates} replicates, seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log('80 % coverage of the after window, % ± binomial standard error (target 75-85 %):');
  for (const [rule, title] of RULES) {
    console.log(`\n${title}\ngroup | scored | clicks | spend | orders`);
    for (const [group, rules] of Object.entries(report.coverage).sort()) {
      const c = rules[rule];
      if (c)
        console.log(
          `${group} | ${c.count} | ${share(c.clicks, c.count)} | ${share(c.spend, c.count)} | ${share(c.orders, c.count)}`,
        );
    }
  }
  console.log('\nplan totals after: plans | median |error| | median signed error | Σ expected / Σ observed');
  for (const [figure, e] of Object.entries(report.planError))
    console.log(
      `${figure} | ${e.count} | ${(100 * e.medianAbsolute).toFixed(1)} % | ${(100 * e.medianSigned).toFixed(1)} % | ${e.aggregateRatio.toFixed(3)}`,
    );
}

await main();
