// The account generator's large run (issue 19, ADR 0023): thousands of generated messy accounts, every flow
// with its parameter sets on each, every plan checked against every invariant. Prints accounts, flows,
// parameter sets tried, crashes and invariant breaches per invariant with a shrunk-size example, and exits
// non-zero on any crash or breach (nothing is tolerated).
//
// Usage: npm run generated-accounts -w @adplan/bench -- [--accounts 2000] [--seed 20261127]
//          [--sets-per-flow N] [--max-campaigns 8] [--flows keyword-optimisation,schedule] [--minutes M]
import {
  buildGeneratedAccount,
  checkOutcomes,
  INVARIANT_NAMES,
  runGeneratedAccount,
  sampleAccountBlueprints,
} from '@adplan/engine/testing';

interface Options {
  accounts: number;
  seed: number;
  setsPerFlow?: number;
  maxCampaigns: number;
  flows?: string[];
  /** Stop drawing new accounts after this many minutes (a shared machine); the summary says how many ran. */
  minutes?: number;
}

function readOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? Number(argv[at + 1]) : undefined;
  };
  const setsPerFlow = value('sets-per-flow');
  const minutes = value('minutes');
  return {
    accounts: value('accounts') ?? 2000,
    seed: value('seed') ?? 20261127,
    ...(setsPerFlow === undefined ? {} : { setsPerFlow }),
    ...(minutes === undefined ? {} : { minutes }),
    maxCampaigns: value('max-campaigns') ?? 8,
    ...(argv.includes('--flows') ? { flows: (argv[argv.indexOf('--flows') + 1] ?? '').split(',') } : {}),
  };
}

/** A class of findings: how many, and the example from the smallest account (fewest campaigns). */
interface FindingClass {
  count: number;
  example?: { size: number; account: number; text: string };
}

function record(
  classes: Map<string, FindingClass>,
  key: string,
  size: number,
  account: number,
  text: string,
) {
  const found = classes.get(key) ?? { count: 0 };
  found.count += 1;
  if (!found.example || size < found.example.size) found.example = { size, account, text };
  classes.set(key, found);
}

/** Rule ids of issue 20's judgement rules counted in the run's plans. */
const JUDGEMENT_RULES = ['TERM-WASTING-WORD', 'TERM-WASTING-WORD-TERMS', 'BUDGET-MOVE'];

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const started = Date.now();
  const blueprints = sampleAccountBlueprints(options.accounts, options.seed, options.maxCampaigns);
  const flows = new Set<string>();
  const crashes = new Map<string, FindingClass>();
  const breaches = new Map<string, FindingClass>();
  let runs = 0;
  let plans = 0;
  let productErrors = 0;
  let accounts = 0;
  // Rows of issue 20's judgement rules (wasting words, intent holds, budget moves): the run must reach them.
  const judgement = new Map<string, number>();
  for (const [n, blueprint] of blueprints.entries()) {
    if (options.minutes !== undefined && Date.now() - started > options.minutes * 60_000) break;
    accounts += 1;
    const account = buildGeneratedAccount(blueprint);
    const outcomes = await runGeneratedAccount(account, {
      ...(options.setsPerFlow === undefined ? {} : { maxSetsPerFlow: options.setsPerFlow }),
      ...(options.flows ? { flows: options.flows } : {}),
    });
    const findings = checkOutcomes(account, outcomes);
    const size = blueprint.campaigns.length;
    for (const outcome of outcomes) flows.add(outcome.set.flow);
    runs += outcomes.length;
    plans += findings.plans;
    productErrors += findings.productErrors;
    for (const outcome of outcomes)
      if (outcome.kind === 'plan')
        for (const id of outcome.plan.rows.flatMap((r) => r.explanation.ruleId.split(' + ')))
          if (JUDGEMENT_RULES.includes(id)) judgement.set(id, (judgement.get(id) ?? 0) + 1);
    for (const c of findings.crashes)
      record(crashes, `${c.flow}: ${c.message.slice(0, 120)}`, size, n, `${c.label}: ${c.message}`);
    for (const b of findings.breaches)
      record(breaches, b.invariant, size, n, `${b.flow} ${b.label}: ${b.message}`);
    if ((n + 1) % 50 === 0)
      console.log(`… ${n + 1} accounts, ${runs} runs, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const count = (classes: Map<string, FindingClass>) =>
    [...classes.values()].reduce((s, c) => s + c.count, 0);
  console.log(`seed ${options.seed}`);
  console.log(`accounts ${accounts} of ${blueprints.length} drawn`);
  console.log(`flows ${flows.size} (${[...flows].join(', ')})`);
  console.log(`parameter sets tried ${runs} (plans ${plans}, product errors ${productErrors})`);
  console.log(`judgement rows ${JUDGEMENT_RULES.map((id) => `${id} ${judgement.get(id) ?? 0}`).join(', ')}`);
  console.log(`crashes ${count(crashes)}`);
  for (const [key, c] of crashes)
    console.log(
      `  ${c.count}  ${key}\n      account #${c.example?.account}: ${c.example?.text.slice(0, 400)}`,
    );
  console.log(`invariant breaches ${count(breaches)}`);
  for (const name of INVARIANT_NAMES) {
    const c = breaches.get(name);
    console.log(`  ${String(c?.count ?? 0).padStart(6)}  ${name}`);
    if (c) {
      if (c.example)
        console.log(
          `      account #${c.example.account} (${c.example.size} campaigns): ${c.example.text.slice(0, 400)}`,
        );
    }
  }
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (count(crashes) + count(breaches) > 0) process.exitCode = 1;
}

await main();
