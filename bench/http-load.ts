// Load for the API benches from a thread of its own: autocannon runs beside the server's thread,
// not on it, and the DPoP proofs are signed before the run, so a figure counts the server's work
// only (on PGlite the database runs on the server's thread too). The reads' load is here
// (bench/reads.ts); the transfers' is bench/transfer-load.ts, on a thread the same way:
//   const result = await loadFromAnotherThread({ address, path, publicUrl, token, privateKeyPem, seconds });
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { createBenchProver, presignedHeaders } from './dpop.js';

export interface LoadOptions {
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  address: string;
  /** Path and query of the GET. */
  path: string;
  /** The origin proofs name (the server's public URL). */
  publicUrl: string;
  /** An access token bound to `privateKeyPem`'s key; none for a public path. */
  token?: string;
  privateKeyPem?: string;
  /** Extra headers (cookies). */
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

// autocannon exports aggregateResult (for results from worker threads); @types/autocannon does not declare it.
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: readonly unknown[], options: { url: string; connections: number }): autocannon.Result;
};

/** Proofs signed before the run, per second of it: above any rate the server reaches here. */
const proofsPerSecond = 4000;

/** The reads' load, run on the load thread (http-load-thread.mjs). */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const proofUrl = options.publicUrl + options.path.split('?')[0];
  const nextHeaders =
    options.privateKeyPem && options.token
      ? presignedHeaders(createBenchProver(options.privateKeyPem), 'GET', proofUrl, options.token, options.seconds * proofsPerSecond)
      : () => ({});
  const raw = await autocannon({
    url: options.address + options.path,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        // A fresh proof for every request, as the app sends (the API accepts each proof once).
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...options.headers, ...nextHeaders() },
        }),
      },
    ],
  });
  return figuresOf(raw, options);
}

/** A run's figures from autocannon's result on a worker thread. */
export function figuresOf(raw: autocannon.Result, options: { address: string; connections: number; seconds: number }): LoadFigures {
  // Off the main thread autocannon hands back its histograms encoded, for a caller to aggregate.
  const result = aggregateResult([raw], { url: options.address, connections: options.connections });
  // Only answered requests count: a refused one would flatter the figure.
  const answered = result.requests.total - result.non2xx;
  return { requestsPerSecond: answered / options.seconds, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** Runs the load on a worker thread and resolves to its figures. */
export function loadFromAnotherThread(options: LoadOptions): Promise<LoadFigures> {
  return onAnotherThread('./http-load.ts', options);
}

/** Runs `load(options)` of `module` (relative to bench/) on a worker thread and resolves to what it returns. */
export function onAnotherThread<Figures>(module: string, options: object): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-thread.mjs', import.meta.url), { workerData: { module, options } });
    worker.once('message', (figures: Figures) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load thread exited with ${code}`));
    });
  });
}
