// The step runner of `npm test` and `npm run check`: runs steps one after the other, or
// lists of steps side by side (their output prefixed with the step's name), stops at the
// first failure, and prints a table of the steps and their durations.
import { spawn } from 'node:child_process';

export const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one step [name, command, args, env]; side by side, its output lines are prefixed. */
function run([name, cmd, args, extra], env, done, prefix) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extra } });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`[${prefix}] ${line}\n`);
        });
        from.on('end', () => rest && to.write(`[${prefix}] ${rest}\n`));
      }
    }
    child.on('close', (status) => {
      const ms = Date.now() - started;
      done.push({ name, ms, ok: status === 0 });
      console.log(status === 0 ? `✔ ${name} (${seconds(ms)} s)` : `\n✖ ${name} failed (${seconds(ms)} s)`);
      resolve(status === 0);
    });
  });
}

async function runList(list, env, done, prefix) {
  for (const step of list) if (!(await run(step, env, done, prefix))) return false;
  return true;
}

function table(done, total) {
  const width = Math.max(...done.map((d) => d.name.length), 48);
  console.log(`\n${'step'.padEnd(width)}  seconds`);
  for (const d of done) console.log(`${d.name.padEnd(width)}  ${seconds(d.ms).padStart(7)}${d.ok ? '' : '  ✖'}`);
  console.log(`${'total (side-by-side steps overlap)'.padEnd(width)}  ${seconds(total).padStart(7)}`);
}

/**
 * Runs a plan: each entry a step [name, command, args, env], or an array of step lists to run
 * side by side. Prints the table of durations at the end, pass or fail; returns whether
 * every step passed.
 */
export async function runPlan(plan, env = process.env) {
  const started = Date.now();
  const done = [];
  let ok = true;
  for (const step of plan) {
    if (Array.isArray(step[0])) {
      const t = Date.now();
      const names = step.map((list) => list[0][0].split(':')[0]);
      const results = await Promise.all(step.map((list, i) => runList(list, env, done, names[i])));
      ok = results.every(Boolean);
      done.push({ name: `  (side by side: ${names.join(' ‖ ')})`, ms: Date.now() - t, ok });
    } else ok = await run(step, env, done);
    if (!ok) break;
  }
  table(done, Date.now() - started);
  return ok;
}
