// Runs several npm scripts at once and fails when any fails: the test command's independent stages
// (typecheck of each workspace, lint, format check, web build) are single-threaded, so together they keep
// both cores of the CI machine busy. Each script's output is printed whole when it ends, with its wall
// time, so the logs of parallel stages never interleave.
// Usage: node scripts/run-parallel.js <script>...   (root scripts)
//        node scripts/run-parallel.js --each-workspace <script>   (that script of every workspace having it)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** `npm run` arguments of each job, labelled. */
function jobsOf(args) {
  if (args[0] !== '--each-workspace') return args.map((script) => ({ label: script, npmArgs: [script] }));
  const script = args[1];
  if (!script) return [];
  const root = JSON.parse(readFileSync('package.json', 'utf8'));
  return root.workspaces
    .filter((dir) => JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).scripts?.[script] !== undefined)
    .map((dir) => ({ label: `${script} ${dir}`, npmArgs: [script, '-w', dir] }));
}

const jobs = jobsOf(process.argv.slice(2));
if (jobs.length === 0) {
  console.error('usage: node scripts/run-parallel.js <npm script>... | --each-workspace <npm script>');
  process.exit(2);
}

/** Runs `npm run <args>`, collecting its output; resolves with its exit code and wall time. */
function run({ label: script, npmArgs }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...npmArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n== ${script}: ${status} in ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? 1, seconds });
    });
  });
}

const results = await Promise.all(jobs.map(run));
const failed = results.filter((result) => result.code !== 0);
console.log(
  `\n== ${results.map((result) => `${result.script} ${result.seconds} s`).join(', ')}` +
    (failed.length > 0 ? `; failed: ${failed.map((result) => result.script).join(', ')}` : ''),
);
process.exit(failed.length > 0 ? 1 : 0);
