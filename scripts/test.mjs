// `npm test`: every check, in the order that fails fastest. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['integration tests', ['run', 'test:integration']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const began = performance.now();
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds(started)}.`);
    process.exit(result.status ?? 1);
  }
  // Each step's time, so a slow step is seen where it happens, not guessed from the total.
  console.log(`=== ${name}: passed in ${seconds(started)} ===`);
}
console.log(`\nAll checks passed in ${seconds(began)}.`);
