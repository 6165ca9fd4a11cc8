// Starts the production layout on this machine (ADR 0016): web processes (ROLE=web, HTTP only) and worker
// processes (ROLE=worker, jobs only) on one PostgreSQL. The replica test and the benchmark use
// `startReplicas`; run directly it keeps them up until Ctrl-C:
//   DATABASE_URL=postgres://… node --import tsx apps/server/src/cli/replicas-cli.ts [webs] [workers]
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_FILE = fileURLToPath(new URL('../server.ts', import.meta.url));
const READY_TIMEOUT_MS = Number(process.env.REPLICAS_READY_TIMEOUT_MS ?? 110_000);

/** One started process. */
export interface ReplicaProcess {
  role: 'web' | 'worker';
  child: ChildProcess;
  /** The web process's base URL (`http://127.0.0.1:<port>`); undefined for a worker. */
  url?: string;
}

/** What `startReplicas` started; `stop` ends every process still running. */
export interface Replicas {
  webs: ReplicaProcess[];
  workers: ReplicaProcess[];
  /** Starts one more worker (after a kill). */
  addWorker(): Promise<ReplicaProcess>;
  stop(): Promise<void>;
}

export interface ReplicaOptions {
  databaseUrl: string;
  webs: number;
  workers: number;
  /** First web port; the next webs take the following ones. */
  basePort: number;
  /** More environment for every process (NODE_ENV, PLAN_WORKERS…). */
  env?: Record<string, string>;
  /** Receives every log line (for a test's diagnostics). */
  onLine?: (role: string, line: string) => void;
  /** Every process is added here as soon as it is spawned, so a caller can end them if the start hangs. */
  spawned?: ChildProcess[];
}

/** Starts one server process of `role` and resolves when it logged that it started. */
function startProcess(
  role: 'web' | 'worker',
  env: Record<string, string>,
  onLine: ReplicaOptions['onLine'],
  spawned: ChildProcess[],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE], {
    env: { ...process.env, ...env, ROLE: role, LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Known at once, so a failed start can end every process it began.
  spawned.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start in time`)), READY_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      onLine?.(role, line);
      if (line.includes('"msg":"server started"')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    createInterface({ input: child.stderr! }).on('line', (line) => onLine?.(role, line));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${code} before it started`));
    });
  });
}

/** Starts `webs` web and `workers` worker processes on `databaseUrl`. */
export async function startReplicas(options: ReplicaOptions): Promise<Replicas> {
  // In sandbox mode each process holds its own Amazon fake in memory: all of them use the first web
  // process's, so a shop linked through one web process is the shop a worker applies to.
  const base = {
    AMAZON_ADS_SANDBOX_ORIGIN: `http://127.0.0.1:${options.basePort}`,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  const spawned: ChildProcess[] = options.spawned ?? [];
  const webs: ReplicaProcess[] = [];
  const workers: ReplicaProcess[] = [];
  const addWorker = async () => {
    const child = await startProcess('worker', { ...base, PORT: '0' }, options.onLine, spawned);
    const worker: ReplicaProcess = { role: 'worker', child };
    workers.push(worker);
    return worker;
  };
  const addWeb = async (index: number) => {
    const port = options.basePort + index;
    const child = await startProcess('web', { ...base, PORT: String(port) }, options.onLine, spawned);
    webs[index] = { role: 'web', child, url: `http://127.0.0.1:${port}` };
  };
  try {
    // The first process migrates an empty database alone; the others then start together.
    await addWeb(0);
    await Promise.all([
      ...Array.from({ length: options.webs - 1 }, (_, index) => addWeb(index + 1)),
      ...Array.from({ length: options.workers }, () => addWorker()),
    ]);
  } catch (error) {
    for (const child of spawned) child.kill('SIGKILL');
    throw error;
  }
  return {
    webs,
    workers,
    addWorker,
    async stop() {
      await Promise.all(
        spawned.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL (PostgreSQL) is required: web and worker processes share one database.');
    process.exit(1);
  }
  const [webs = '2', workers = '2'] = process.argv.slice(2);
  const replicas = await startReplicas({
    databaseUrl,
    webs: Number(webs),
    workers: Number(workers),
    basePort: Number(process.env.PORT ?? 8080),
  });
  console.log(`web: ${replicas.webs.map((web) => web.url).join(' ')}; workers: ${replicas.workers.length}`);
  const stop = () => void replicas.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
