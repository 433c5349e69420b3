// `npm test`: every check, in the order that fails fastest. Stops at the first failing stage.
import { spawn } from 'node:child_process';

// Each stage's steps run at once; a stage starts when the one before has passed. Typecheck and lint
// are one process each, on one core each: side by side they take the time of the longer, not the sum.
// The test steps each use both cores of their own, so they run one after the other.
const stages = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [['unit tests', ['run', 'test:unit']]],
  [['integration tests', ['run', 'test:integration']]],
  [['end-to-end tests', ['run', 'test:e2e']]],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one step. Alone in its stage, its output goes straight to the terminal; beside another, it
 * is kept and printed whole when the step ends, so that two steps' lines never interleave.
 */
function runStep([name, args], alone) {
  const started = performance.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn('npm', args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      // Each step's time, so a slow step is seen where it happens, not guessed from the total.
      if (status === 0) console.log(`=== ${name}: passed in ${seconds(started)} ===`);
      else console.error(`\n${name} failed after ${seconds(started)}.`);
      resolve(status ?? 1);
    });
  });
}

const began = performance.now();
for (const stage of stages) {
  const statuses = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${seconds(began)}.`);
