// The load thread's entry: worker threads do not inherit tsx's loader, so it registers it itself,
// then runs the load module it was started for (bench/http-load.ts › onAnotherThread).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
