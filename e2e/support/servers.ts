/**
 * Servers a spec starts itself beside the run's stack (a second copy of a remote, a previous release),
 * each in its own process group so that it and whatever it starts stop together.
 */
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, SUITE_RENDER_BUDGET_MS } from './stack';

/** Waits until the address answers 200, failing early when the server has exited. */
export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a server and everything it started (its own process group): SIGTERM, then SIGKILL after 5 s. */
export async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * Serves an app's existing build (`start-app.cjs` with `SKIP_BUILD=1`) from `appDir` in its own process
 * group, its output prefixed with `label`; `toolingDir` is the shared-kit tooling of the tree it belongs to.
 */
export function serveBuiltApp(
  appDir: string,
  env: Record<string, string>,
  label: string,
  toolingDir = path.join(REPO_ROOT, 'shared-kit', 'tooling'),
): ChildProcess {
  const child = spawn(process.execPath, [path.join(toolingDir, 'start-app.cjs')], {
    cwd: appDir,
    env: { ...process.env, SKIP_BUILD: '1', SSR_BUDGET_MS: SUITE_RENDER_BUDGET_MS, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}
