/**
 * The release tooling of `shared-kit/tooling` as a team runs it, for the specs that release remotes into the
 * run's registry (releases.spec.ts, release-rendering.spec.ts).
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './stack';

/** One command: the tooling script (`release.cjs`, `remotes-cli.cjs`) and its arguments. */
export type ToolingCommand = [script: string, ...args: string[]];

/**
 * Runs the commands side by side (a release's build takes a core, the machine has two) and resolves their
 * outputs in order; rejects with the command and its output when any of them failed. The registry they write
 * is locked per change (`shared-kit/tooling/registry.cjs`), so releases may be made at once.
 */
export async function runTogether(
  commands: ToolingCommand[],
  env: NodeJS.ProcessEnv,
  cwd = REPO_ROOT,
): Promise<string[]> {
  const runs = commands.map(
    ([script, ...args]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [path.join(REPO_ROOT, 'shared-kit', 'tooling', script), ...args],
          { cwd, env },
        );
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', (error) => resolve({ code: null, out: `${out}\n${error.message}` }));
        child.on('close', (code) => resolve({ code, out }));
      }),
  );
  const results = await Promise.all(runs);
  const failed = results.findIndex((result) => result.code !== 0);
  if (failed >= 0)
    throw new Error(
      `${commands[failed]!.join(' ')} failed (${results[failed]!.code}):\n${results[failed]!.out}`,
    );
  return results.map((result) => result.out);
}
