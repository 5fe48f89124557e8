import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ConfigFiles, ConfigProblem } from './checks.js';
import type { CheckRequest, CheckResponse } from './check-worker.js';

/**
 * Checking a whole configuration (compiling every form's schema, validating every file) costs
 * hundreds of milliseconds of CPU; on the server's event loop four operators validating at once
 * held every member's request for as long. The checks run instead on a small pool of worker
 * threads: tasks wait in a queue for a free thread, and the event loop only posts the files
 * and reads the answer.
 */
export interface ConfigCheckPool {
  /** checkConfigFiles, on a worker thread. */
  check(files: ConfigFiles): Promise<ConfigProblem[]>;
  /** Ends the threads; checks still queued or running are refused. */
  close(): Promise<void>;
}

interface Task {
  request: CheckRequest;
  resolve(problems: ConfigProblem[]): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  task?: Task;
}

const workerModule = new URL('./check-worker.ts', import.meta.url).href;
/**
 * The server runs from its TypeScript sources (tsx in `npm start`, vite-node in the tests); a
 * worker starts as plain node, so it loads tsx's loader first and then the worker module through it.
 */
const tsxApi = (() => {
  // Its ESM entry by tsx's own exports map (require.resolve would give the CommonJS one).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api']!.import.default)).href;
})();
const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerModule)}, ${JSON.stringify(workerModule)}));`;

export function createConfigCheckPool(size: number): ConfigCheckPool {
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Thread {
    const thread: Thread = { worker: new Worker(bootstrap, { eval: true }) };
    // A pool nobody closed must not keep the process alive.
    thread.worker.unref();
    thread.worker.on('message', (response: CheckResponse) => {
      const task = thread.task;
      if (!task || task.request.id !== response.id) return;
      thread.task = undefined;
      if ('failure' in response) task.reject(new Error(`configuration check failed: ${response.failure}`));
      else task.resolve(response.problems);
      dispatch();
    });
    // A thread that dies takes only its own task with it; the next task gets a new thread.
    const lost = (error: Error) => {
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      thread.task?.reject(error);
      thread.task = undefined;
      dispatch();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`configuration check thread exited with code ${code}`)));
    threads.push(thread);
    return thread;
  }

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const idle = threads.find((thread) => !thread.task) ?? (threads.length < size ? start() : undefined);
      if (!idle) return;
      const task = queue.shift()!;
      idle.task = task;
      idle.worker.postMessage(task.request);
    }
  }

  return {
    check(files) {
      if (closed) return Promise.reject(new Error('the configuration check pool is closed'));
      return new Promise<ConfigProblem[]>((resolve, reject) => {
        queue.push({ request: { id: nextId++, files }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the configuration check pool is closed'));
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}
