// Lint rules for the structure the conventions ask for (shared design conventions, docs/architecture.md):
// kebab-case file and folder names, no import cycles, and the engine's layers. Local rules rather than a
// plugin: each is a few lines, needs no resolver configuration, and runs in the one `npm run lint`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** Locale folders are named by their BCP 47 tag (`zh-CN`, `en-US`), the one exception to kebab-case. */
const LOCALE_TAG = /^[a-z]{2}-[A-Z]{2}$/;
const SOURCE_EXTENSION = /\.(?:tsx?|jsx?|mjs|cjs)$/;

/** Files and folders are kebab-case with a role suffix (`plans-routes.ts`); locale folders keep their tag. */
const kebabCaseNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file and folder names are kebab-case' },
    messages: { notKebab: '"{{name}}" is not kebab-case (conventions: files and folders are kebab-case).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(context.cwd, context.filename);
        const segments = path.split(sep);
        const file = segments.pop() ?? '';
        const stem = file.replace(SOURCE_EXTENSION, '');
        for (const folder of segments) {
          if (!KEBAB.test(folder) && !LOCALE_TAG.test(folder)) {
            context.report({ node, messageId: 'notKebab', data: { name: folder } });
          }
        }
        if (!KEBAB.test(stem)) context.report({ node, messageId: 'notKebab', data: { name: file } });
      },
    };
  },
};

// ---- Import graph (relative imports that exist at run time; `import type` is erased) ----

const RUNTIME_IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** Files already read in this lint run, by path, with the modification time they were read at. */
const importCache = new Map();

function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The files `file` imports at run time through relative specifiers. */
function runtimeImportsOf(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importCache.get(file);
  if (cached && cached.modified === modified) return cached.imports;
  const source = readFileSync(file, 'utf8');
  const imports = [];
  for (const match of source.matchAll(RUNTIME_IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && SOURCE_EXTENSION.test(target)) imports.push(target);
  }
  importCache.set(file, { modified, imports });
  return imports;
}

/** A shortest import path from `start` back to itself, or undefined when it is in no cycle. */
function cycleThrough(start) {
  const previous = new Map();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of runtimeImportsOf(file)) {
      if (next === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (seen.has(next)) continue;
      seen.add(next);
      previous.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

/** No module may reach itself through its run-time imports (conventions: dependencies point one way). */
const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles through run-time relative imports' },
    messages: { cycle: 'Import cycle: {{path}}. Move the shared part down a layer.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const cycle = cycleThrough(context.filename);
        if (!cycle) return;
        const path = cycle.map((file) => relative(context.cwd, file)).join(' -> ');
        context.report({ node, messageId: 'cycle', data: { path } });
      },
    };
  },
};

// ---- Engine layers ----

/**
 * The engine's layers, lowest first (docs/architecture.md): a folder imports only its own layer and the ones
 * below. read, write and validate share a layer. `testing/` is for tests and the bench only.
 */
const ENGINE_LAYERS = {
  model: 0,
  amazon: 1,
  errors: 2,
  read: 3,
  write: 3,
  validate: 3,
  plans: 4,
  'use-cases': 5,
  cli: 6,
};
/** The package entry (`src/index.ts`) exposes the use cases and what they hand out, never the CLI. */
const ENTRY_LAYER = 5.5;

function engineLayerOf(engineRoot, file) {
  const [top, ...rest] = relative(engineRoot, file).split(sep);
  if (rest.length === 0) return { name: 'entry', rank: ENTRY_LAYER };
  if (top === 'testing') return { name: 'testing', rank: undefined };
  return top in ENGINE_LAYERS ? { name: top, rank: ENGINE_LAYERS[top] } : undefined;
}

const engineLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'engine folders import only lower layers; testing/ only from tests' },
    messages: {
      upward:
        'The engine layer "{{from}}" may not import "{{to}}" (layers: model <- amazon <- errors <- read/write/validate <- plans <- use-cases <- cli).',
      testing: 'Production engine code may not import testing/ (test builders are for tests and the bench).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const engineRoot = resolve(context.cwd, 'packages/engine/src');
    if (!file.startsWith(engineRoot + sep) || /\.test\.tsx?$/.test(file)) return {};
    const from = engineLayerOf(engineRoot, file);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(engineRoot + sep)) return;
      const to = engineLayerOf(engineRoot, target);
      if (!to || to.name === from.name) return;
      if (to.name === 'testing') {
        context.report({ node, messageId: 'testing' });
        return;
      }
      // testing/ builds inputs from any production layer below the CLI.
      const ceiling = from.name === 'testing' ? ENGINE_LAYERS['use-cases'] : from.rank;
      if (to.rank > ceiling)
        context.report({ node, messageId: 'upward', data: { from: from.name, to: to.name } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** The structure rules as an ESLint plugin for eslint.config.js. */
export const structurePlugin = {
  meta: { name: 'adplan-structure' },
  rules: {
    'kebab-case-names': kebabCaseNames,
    'no-import-cycles': noImportCycles,
    'engine-layers': engineLayers,
  },
};
