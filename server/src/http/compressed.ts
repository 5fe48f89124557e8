import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Content compressed both ways browsers take it, the two at once on the thread pool: Brotli at
 * `brotliQuality` (0–11) and gzip at its best. For what is compressed once and sent many times:
 * the build's files (vite.config.ts) and each published configuration bundle.
 */
export async function compressedBothWays(content: string | Buffer, brotliQuality: number): Promise<{ brotli: Buffer; gzipped: Buffer }> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { brotli: brotliBytes, gzipped: gzipBytes };
}
