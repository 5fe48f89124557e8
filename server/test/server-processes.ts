import { spawn, type ChildProcess } from 'node:child_process';
import { repositoryRoot } from '../src/settings.js';

/**
 * Starts server/src/main.ts as `npm run serve` does (one node process, so a signal reaches the
 * server itself) with `environment` as its whole environment, and waits until `base`/readyz
 * answers 200. Usable in hooks as in tests.
 */
export async function startServerProcess(environment: NodeJS.ProcessEnv, base: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repositoryRoot, env: environment, stdio: ['ignore', 'ignore', 'inherit'] });
  // Loading the server's modules through tsx takes seconds on an idle machine, minutes on CI's two busy cores.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server at ${base} exited (${child.signalCode ?? child.exitCode}) before it was ready`);
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server at ${base} was not ready within 240 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/** How the process ended (at once when it has already). */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Kills whichever of `children` still run, and waits for them: a test that failed mid-way leaves none behind. */
export async function killAll(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exitOf(child);
    }),
  );
}
