// `node scripts/compress.mjs <dir>`: writes <file>.br (brotli, quality 11) and <file>.gz
// (gzip, level 9) next to every compressible file of a built output (html, js, css, json, svg,
// txt), for nginx's brotli_static and gzip_static and for scripts/serve.mjs. The build calls it
// last. A compressed copy gets the original's modification time, so both servers send the
// same Last-Modified for either. Files under server/ (never served) are left alone.
// The work runs off the main thread, on one worker per core, with zlib's asynchronous calls.
// BROTLI_QUALITY lowers brotli's quality where the bytes are not what is measured (`npm test`'s
// embedded-default build, served only to the browser tests: 5 takes a fraction of 11's time).
import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

const QUALITY = Number(process.env.BROTLI_QUALITY ?? 11);
if (!Number.isInteger(QUALITY) || QUALITY < 0 || QUALITY > 11) throw new Error(`BROTLI_QUALITY must be 0–11, got ${process.env.BROTLI_QUALITY}`);

/** Compresses one file; returns its size before and after brotli. */
async function compressFile(file) {
  const body = await readFile(file);
  const { atime, mtime } = await stat(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gz(body, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipped);
  await utimes(`${file}.br`, atime, mtime);
  await utimes(`${file}.gz`, atime, mtime);
  return { before: body.length, afterBr: br.length };
}

/** Compresses every compressible file of `dir` on `workers` threads. */
export async function compress(dir, workers = availableParallelism()) {
  const list = [...files(dir)].filter((file) => COMPRESSIBLE.test(file) && relative(dir, file).split(/[\\/]/)[0] !== 'server');
  // Largest first, dealt out in turn: the threads finish at about the same time.
  const sized = await Promise.all(list.map(async (file) => ({ file, size: (await stat(file)).size })));
  sized.sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: Math.max(1, Math.min(workers, sized.length)) }, () => []);
  sized.forEach(({ file }, i) => shares[i % shares.length].push(file));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: share });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return results.reduce((a, r) => ({ count: a.count + r.count, before: a.before + r.before, afterBr: a.afterBr + r.afterBr }), { count: 0, before: 0, afterBr: 0 });
}

if (!isMainThread) {
  let before = 0;
  let afterBr = 0;
  for (const file of workerData) {
    const r = await compressFile(file);
    before += r.before;
    afterBr += r.afterBr;
  }
  parentPort.postMessage({ count: workerData.length, before, afterBr });
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/compress.mjs <dir>');
    process.exit(2);
  }
  const started = Date.now();
  const { count, before, afterBr } = await compress(dir);
  console.log(`compress: ${count} files in ${dir}, ${(before / 1024).toFixed(1)} KiB → ${(afterBr / 1024).toFixed(1)} KiB brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
