// The transfers' load for bench/transfers.ts, from a thread of its own as the reads' load is
// (bench/http-load.ts): autocannon beside the server's thread, not on it, and every request's DPoP
// proof signed before the run, so the figure counts the server's work only. Each connection
// keeps to one pair of accounts and alternates validate and submit, the submit naming the
// validation its validate answered. Used by bench/transfers.ts:
//   const figures = await transferLoadFromAnotherThread({ address, publicUrl, pairs, tokens, ... });
import autocannon from 'autocannon';
import { createBenchProver, presignedHeaders } from './dpop.js';
import { figuresOf, onAnotherThread, type LoadFigures } from './http-load.js';

const ordersPath = '/api/payment-order-service/client-api/v3/payment-orders';

/** Two own accounts of one member the load moves cents between. */
export interface TransferPair {
  userId: string;
  from: string;
  to: string;
}

export interface TransferLoadOptions {
  /** Where the server listens, e.g. http://127.0.0.1:41234. */
  address: string;
  /** The origin proofs name (the server's public URL). */
  publicUrl: string;
  pairs: readonly TransferPair[];
  /** Each member's access token, bound to `privateKeyPem`'s key. */
  tokens: Record<string, string>;
  privateKeyPem: string;
  /** The requested execution date (today, in the credit union's time zone). */
  executionDate: string;
  connections: number;
  seconds: number;
}

/** What one autocannon connection remembers between its validate and its submit. */
interface ConnectionState {
  pair?: TransferPair;
  body?: Record<string, unknown>;
  id?: string;
}

/** Proofs signed before the run per member and path, per second of it: above any rate reached here. */
const proofsPerSecond = 400;

function orderBody(pair: TransferPair, executionDate: string): Record<string, unknown> {
  return {
    paymentType: 'INTERNAL_TRANSFER',
    paymentMode: 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: executionDate,
    originatorAccount: { identification: { identification: pair.from, schemeName: 'ID' } },
    transferTransactionInformation: {
      instructedAmount: { amount: '0.01', currencyCode: 'USD' },
      counterparty: { name: 'Bench', role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: pair.to, schemeName: 'ID' } },
    },
  };
}

/** The transfers' load, run on the load thread (http-load-thread.mjs). */
export async function load(options: TransferLoadOptions): Promise<LoadFigures> {
  const prover = createBenchProver(options.privateKeyPem);
  // A fresh proof for every request (the API accepts each proof once), per member and path.
  const proofs = new Map<string, () => { authorization: string; dpop: string }>();
  for (const userId of new Set(options.pairs.map((pair) => pair.userId))) {
    for (const path of [`${ordersPath}/validate`, ordersPath]) {
      proofs.set(`${userId} ${path}`, presignedHeaders(prover, 'POST', options.publicUrl + path, options.tokens[userId] ?? '', options.seconds * proofsPerSecond));
    }
  }
  const headersOf = (userId: string, path: string) => ({
    ...proofs.get(`${userId} ${path}`)!(),
    // The anti-forgery cookie and header a browser sends with every change.
    cookie: 'XSRF-TOKEN=bench',
    'x-xsrf-token': 'bench',
    'content-type': 'application/json',
  });
  let connection = 0;
  const raw = await autocannon({
    url: options.address,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'POST',
        path: `${ordersPath}/validate`,
        setupRequest: (request, context) => {
          const state = context as ConnectionState;
          // Each connection keeps to one pair, chosen round-robin when it starts.
          const pair = (state.pair ??= options.pairs[connection++ % options.pairs.length]!);
          state.body = orderBody(pair, options.executionDate);
          return { ...request, headers: headersOf(pair.userId, `${ordersPath}/validate`), body: JSON.stringify(state.body) };
        },
        onResponse: (status, body, context) => {
          (context as ConnectionState).id = status === 200 ? (JSON.parse(body) as { id: string }).id : undefined;
        },
      },
      {
        method: 'POST',
        path: ordersPath,
        setupRequest: (request, context) => {
          const state = context as ConnectionState;
          return { ...request, headers: headersOf(state.pair!.userId, ordersPath), body: JSON.stringify({ ...state.body, id: state.id ?? 'not-validated' }) };
        },
      },
    ],
  });
  return figuresOf(raw, options);
}

/** Runs the transfers' load on a worker thread and resolves to its figures (per request). */
export function transferLoadFromAnotherThread(options: TransferLoadOptions): Promise<LoadFigures> {
  return onAnotherThread('./transfer-load.ts', options);
}
