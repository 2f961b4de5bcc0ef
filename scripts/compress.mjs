// `node scripts/compress.mjs <dir>`: writes <file>.br (brotli, quality 11) and <file>.gz
// (gzip, level 9) next to every compressible file of a built output (html, js, css, json, svg,
// txt), for nginx's brotli_static and gzip_static and for scripts/serve.mjs. The build calls it
// last. A compressed copy gets the original's modification time, so both servers send the
// same Last-Modified for either. Files under server/ (never served) are left alone.
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export function compress(dir) {
  let count = 0;
  let before = 0;
  let afterBr = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || relative(dir, file).split(/[\\/]/)[0] === 'server') continue;
    const body = readFileSync(file);
    const { atime, mtime } = statSync(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    utimesSync(`${file}.br`, atime, mtime);
    utimesSync(`${file}.gz`, atime, mtime);
    count += 1;
    before += body.length;
    afterBr += br.length;
  }
  return { count, before, afterBr };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/compress.mjs <dir>');
    process.exit(2);
  }
  const { count, before, afterBr } = compress(dir);
  console.log(`compress: ${count} files in ${dir}, ${(before / 1024).toFixed(1)} KiB → ${(afterBr / 1024).toFixed(1)} KiB brotli`);
}
