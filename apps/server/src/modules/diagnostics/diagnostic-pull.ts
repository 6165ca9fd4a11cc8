// Pulls one diagnosis' data from a shop through the ShopAccountReader port: the entity lists of the tool's campaigns, then the SP and
// SB reports over the window in ≤ 31-day pieces (a few at a time, as Amazon asks for few parallel reports),
// keeping only rows of the tool's campaigns and summing the pieces. A failure says which step failed so
// the service answers the right product code.
import type { ReportRow } from '../../amazon/ads-api';
import type { ToolCampaign } from '../../ports/shop-access';
import type { ShopAccountReader } from '../../ports/shop-account-reader';
import {
  addMetrics,
  zeroMetrics,
  type AdProduct,
  type CampaignDay,
  type DiagnosticData,
  type Metrics,
  type PlacementFacts,
  type SearchTermFacts,
  type TargetFacts,
} from './diagnostic-data';
import { sbEntities, spEntities, type EntityFacts } from './entity-facts';
import {
  campaignDayOf,
  placementRowOf,
  reportRequest,
  rowMetrics,
  searchTermRowOf,
  targetingRowId,
  type ReportRole,
} from './report-requests';
import { diagnosticWindow, reportRanges, sbWindow, type DateRange } from './report-window';

/** Reports requested at once per profile. */
const REPORT_CONCURRENCY = 3;

/** Which step of a pull failed: listing the campaigns' entities, or a report. */
export class DiagnosticPullError extends Error {
  constructor(
    readonly step: 'entities' | 'reports',
    override readonly cause: unknown,
  ) {
    super(`diagnostic ${step} failed`);
    this.name = 'DiagnosticPullError';
  }
}

/** Options of a pull. */
export interface PullOptions {
  /** Time limit of one report (create, poll, download). */
  reportTimeoutMs: number;
}

async function inStep<T>(step: DiagnosticPullError['step'], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new DiagnosticPullError(step, error);
  }
}

/** Runs `tasks` with at most `limit` under way at once, answers in order. */
async function runLimited<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

interface ReportPiece {
  product: AdProduct;
  role: ReportRole;
  rows: ReportRow[];
}

function reportTasks(
  reader: ShopAccountReader,
  products: AdProduct[],
  ranges: Record<AdProduct, DateRange[]>,
  options: PullOptions,
): Array<() => Promise<ReportPiece>> {
  const roles: ReportRole[] = ['campaignDays', 'placements', 'targets', 'searchTerms'];
  return products.flatMap((product) =>
    roles.flatMap((role) =>
      ranges[product].flatMap((range) => {
        const request = reportRequest(product, role, range);
        if (!request) return [];
        return [
          async () => ({
            product,
            role,
            rows: await reader.readReport(request, options.reportTimeoutMs),
          }),
        ];
      }),
    ),
  );
}

function sumBy<T extends Metrics>(items: T[], key: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const existing = byKey.get(key(item));
    if (existing) addMetrics(existing, item);
    else byKey.set(key(item), { ...item });
  }
  return [...byKey.values()];
}

function assemble(
  today: string,
  window: DateRange,
  entities: EntityFacts,
  pieces: ReportPiece[],
): DiagnosticData {
  const wanted = new Set(entities.campaigns.map((campaign) => campaign.campaignId));
  const mine = (row: ReportRow) => wanted.has(String(row.campaignId ?? ''));
  const days: CampaignDay[] = [];
  const placements: PlacementFacts[] = [];
  const searchTerms: SearchTermFacts[] = [];
  const targetMetrics = new Map<string, Metrics>();
  for (const piece of pieces) {
    for (const row of piece.rows.filter(mine)) {
      if (piece.role === 'campaignDays') days.push(campaignDayOf(piece.product, row));
      else if (piece.role === 'placements') placements.push(placementRowOf(row));
      else if (piece.role === 'searchTerms') searchTerms.push(searchTermRowOf(piece.product, row));
      else {
        const id = `${piece.product}:${targetingRowId(row)}`;
        targetMetrics.set(
          id,
          addMetrics(targetMetrics.get(id) ?? zeroMetrics(), rowMetrics(piece.product, row)),
        );
      }
    }
  }
  const targets: TargetFacts[] = entities.targets.map((target) => ({
    ...target,
    ...(targetMetrics.get(`${target.adProduct}:${target.targetId}`) ?? zeroMetrics()),
  }));
  return {
    today,
    windowStart: window.start,
    windowEnd: window.end,
    campaigns: entities.campaigns,
    days: sumBy(days, (day) => `${day.campaignId}|${day.date}`),
    targets,
    searchTerms: sumBy(searchTerms, (term) =>
      [term.adProduct, term.campaignId, term.adGroupId, term.term, term.matchKind].join('\u0000'),
    ),
    placements: sumBy(placements, (placement) => `${placement.campaignId}|${placement.placement}`),
    negatives: entities.negatives,
  };
}

/** Everything a diagnosis of `tools` made on `today` (marketplace calendar day) reads. */
export async function pullDiagnosticData(
  reader: ShopAccountReader,
  tools: ToolCampaign[],
  today: string,
  options: PullOptions,
): Promise<DiagnosticData> {
  const sp = tools.filter((tool) => tool.adProduct === 'SPONSORED_PRODUCTS');
  const sb = tools.filter((tool) => tool.adProduct === 'SPONSORED_BRANDS');
  const entities = await inStep('entities', async () => {
    const parts = await Promise.all([
      sp.length > 0 ? spEntities(reader, sp) : undefined,
      sb.length > 0 ? sbEntities(reader, sb) : undefined,
    ]);
    return {
      campaigns: parts.flatMap((part) => part?.campaigns ?? []),
      targets: parts.flatMap((part) => part?.targets ?? []),
      negatives: parts.flatMap((part) => part?.negatives ?? []),
    };
  });
  const window = diagnosticWindow(today);
  const products = (['SP', 'SB'] as const).filter((product) =>
    entities.campaigns.some((campaign) => campaign.adProduct === product),
  );
  const ranges = { SP: reportRanges(window), SB: reportRanges(sbWindow(window, today)) };
  const pieces = await inStep('reports', () =>
    runLimited(reportTasks(reader, products, ranges, options), REPORT_CONCURRENCY),
  );
  return assemble(today, window, entities, pieces);
}
