// The load thread's entry: worker threads do not inherit tsx's loader, so it registers it itself.
import { register } from 'tsx/esm/api';

register();
await import('./http-load.ts');
