// Lints sample sources given as JSON on stdin ([{ file, code }]) with the project's ESLint config and
// prints the messages of each from no-restricted-imports (or from the sample's own `rule`). Run by boundaries.test.cjs in its own process,
// because ESLint loads its flat config with a dynamic import that Jest's sandbox does not allow.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const { file, code, rule = 'no-restricted-imports' } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  out.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.message));
}
process.stdout.write(JSON.stringify(out));
