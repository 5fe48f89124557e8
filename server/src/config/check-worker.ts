/*
 * One configuration-check thread of the studio's pool (check-pool.ts): it runs the same
 * checkConfigFiles as everything else, so the studio's answers do not change, but compiling and
 * validating a whole bundle happens here, off the event loop that answers members.
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkConfigFiles, type ConfigFiles, type ConfigProblem } from './checks.js';

/** A task from the pool: check these files. */
export interface CheckRequest {
  id: number;
  files: ConfigFiles;
}

/** The answer: the problems, or why the check itself failed (the pool rejects with it). */
export type CheckResponse = { id: number; problems: ConfigProblem[] } | { id: number; failure: string };

/**
 * Checks yield the CPU to members: on Linux a priority set for "process 0" is the calling
 * thread's alone, so this thread runs ten nice levels below the event loop (elsewhere it would
 * lower the whole server, so it is left as it is).
 */
function yieldToMembers(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, Math.min(19, getPriority(0) + 10));
  } catch {
    // Not permitted here (a sandbox without setpriority): checks then share the CPU equally.
  }
}

const port = parentPort;
if (port) {
  yieldToMembers();
  port.on('message', (request: CheckRequest) => {
    checkConfigFiles(request.files).then(
      (problems) => port.postMessage({ id: request.id, problems } satisfies CheckResponse),
      (error: unknown) => port.postMessage({ id: request.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies CheckResponse),
    );
  });
}
