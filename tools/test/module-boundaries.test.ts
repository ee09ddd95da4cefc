import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run on code placed (virtually) at a given path.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/module-boundaries');
}

describe('lint: domains meet only through their faces', () => {
  it("fails on a server module importing another module's internal file", async () => {
    const problems = await boundaryProblems(
      'apps/server/src/modules/sales/fixture.ts',
      "import { moveStock } from '../inventory/stock.service';\nexport const use = moveStock;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 2 });
    expect(problems[0]!.message).toContain("import its face ('../inventory')");
  });

  it('fails on code outside the modules (jobs, app) reaching inside one', async () => {
    const problems = await boundaryProblems(
      'apps/server/src/jobs/fixture.ts',
      "export { runExport } from '../modules/exports/exports.service';\n",
    );
    expect(problems).toHaveLength(1);
  });

  it("passes on an import of another module's face, and on a module's own files", async () => {
    const viaFace = await boundaryProblems(
      'apps/server/src/modules/sales/fixture.ts',
      "import { moveStock } from '../inventory';\nimport { lockPendiente } from './cotizaciones.service';\nexport const use = [moveStock, lockPendiente];\n",
    );
    const viaIndex = await boundaryProblems(
      'apps/server/src/app-fixture.ts',
      "import { salesRoutes } from './modules/sales/index';\nexport const use = salesRoutes;\n",
    );
    expect(viaFace).toEqual([]);
    expect(viaIndex).toEqual([]);
  });

  it("fails on a back-office feature importing another feature's internal file", async () => {
    const problems = await boundaryProblems(
      'apps/backoffice/src/features/users/Fixture.tsx',
      "import { useBranches } from '../companies/branches/branches.api';\nexport const use = useBranches;\n",
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 2 });
  });
});
