import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

/**
 * `npm run fuzz -- --runs N [--seed S] [vitest filters…]`: the fuzz suite (tests/fuzz) with N runs per
 * property instead of CI's few; a seed from a failure report replays it.
 */
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: true,
})
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const result = spawnSync(process.execPath, [vitest, 'run', 'tests/fuzz', ...positionals], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(values.runs ? { MINDWIRE_FUZZ_RUNS: values.runs } : {}),
    ...(values.seed ? { MINDWIRE_FUZZ_SEED: values.seed } : {}),
  },
})
process.exit(result.status ?? 1)
