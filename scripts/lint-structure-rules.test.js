// The structure rules on small trees written to a temporary folder: each rule reports what it must and
// stays quiet on what the conventions allow.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { structurePlugin } from './lint-structure-rules.js';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'structure-rules-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (path -> source) under the temporary root. */
function tree(files) {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
}

/** The messages of `rule` for the file at `path`, linted as the repository lints it. */
function lint(path, rule, source) {
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.{ts,tsx,js}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { structure: structurePlugin },
      rules: { [`structure/${rule}`]: 'error' },
    },
  ];
  const text = source ?? '';
  return linter.verify(text, config, { filename: join(root, path) }).map((message) => message.message);
}

describe('structure/kebab-case-names', () => {
  it('accepts kebab-case names with role suffixes and locale folders', () => {
    expect(lint('apps/web/src/features/plans/pages/history-page.tsx', 'kebab-case-names')).toEqual([]);
    expect(lint('apps/web/src/locales/zh-CN/plans.ts', 'kebab-case-names')).toEqual([]);
    expect(lint('apps/server/test/job-queue.test.ts', 'kebab-case-names')).toEqual([]);
  });

  it('reports camelCase or PascalCase files and folders', () => {
    expect(lint('apps/web/src/features/plans/HistoryPage.tsx', 'kebab-case-names')).toEqual([
      expect.stringContaining('"HistoryPage.tsx" is not kebab-case'),
    ]);
    expect(lint('apps/server/src/modules/planTools/plans-routes.ts', 'kebab-case-names')).toEqual([
      expect.stringContaining('"planTools" is not kebab-case'),
    ]);
  });
});

describe('structure/no-import-cycles', () => {
  it('reports each file of a run-time cycle with the path', () => {
    tree({
      'src/a-part.ts': "import { b } from './b-part';\nexport const a = () => b;\n",
      'src/b-part.ts': "import { c } from './deeper/c-part';\nexport const b = c;\n",
      'src/deeper/c-part.ts': "export { a as c } from '../a-part';\n",
    });
    expect(lint('src/a-part.ts', 'no-import-cycles', "import { b } from './b-part';\n")).toEqual([
      expect.stringContaining('src/a-part.ts -> src/b-part.ts -> src/deeper/c-part.ts -> src/a-part.ts'),
    ]);
  });

  it('ignores type-only imports, which are erased at run time, and acyclic graphs', () => {
    tree({
      'src/a-part.ts': "import type { B } from './b-part';\nexport type A = B;\n",
      'src/b-part.ts':
        "import { x } from './x-part';\nexport type B = typeof x;\nimport type { A } from './a-part';\n",
      'src/x-part.ts': 'export const x = 1;\n',
    });
    expect(lint('src/a-part.ts', 'no-import-cycles')).toEqual([]);
    expect(lint('src/b-part.ts', 'no-import-cycles')).toEqual([]);
  });
});

describe('structure/engine-layers', () => {
  const engine = (path) => `packages/engine/src/${path}`;

  it('lets a layer import its own and lower layers', () => {
    expect(
      lint(engine('plans/sp-flows.ts'), 'engine-layers', "import { x } from '../read/reader';\n"),
    ).toEqual([]);
    expect(lint(engine('read/reader.ts'), 'engine-layers', "import { y } from '../model/units';\n")).toEqual(
      [],
    );
    expect(
      lint(engine('validate/rules.ts'), 'engine-layers', "import { z } from '../write/writer';\n"),
    ).toEqual([]);
    expect(lint(engine('index.ts'), 'engine-layers', "export * from './use-cases/generate-plan';\n")).toEqual(
      [],
    );
  });

  it('reports an import of a higher layer', () => {
    expect(
      lint(engine('model/plan.ts'), 'engine-layers', "import type { M } from '../amazon/marketplaces';\n"),
    ).toEqual([expect.stringContaining('"model" may not import "amazon"')]);
    expect(
      lint(engine('read/reader.ts'), 'engine-layers', "import { p } from '../plans/flow-registry';\n"),
    ).toEqual([expect.stringContaining('"read" may not import "plans"')]);
    expect(lint(engine('index.ts'), 'engine-layers', "export * from './cli/cli-main';\n")).toEqual([
      expect.stringContaining('"entry" may not import "cli"'),
    ]);
  });

  it('keeps testing/ out of production code but open to tests', () => {
    const source = "import { build } from '../testing/bulk-workbook-builder';\n";
    expect(lint(engine('plans/board.ts'), 'engine-layers', source)).toEqual([
      expect.stringContaining('may not import testing/'),
    ]);
    expect(lint(engine('plans/sp-flows.test.ts'), 'engine-layers', source)).toEqual([]);
  });
});
