// The load thread's entry: worker threads do not inherit tsx's loader, so it registers it itself,
// then runs the load of the module it was started for and hands back its figures
// (bench/http-load.ts › onAnotherThread).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { load } = await import(workerData.module);
parentPort.postMessage(await load(workerData.options));
