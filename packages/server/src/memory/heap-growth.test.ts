import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { limitHeapGrowth } from './heap-growth.ts'

const churn = fileURLToPath(new URL('./promoted-churn.ts', import.meta.url))

/** Runs the churn in a fresh process (the flag is process-wide) and returns its old-space high-water mark. */
async function peakOldSpace(percent: number): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [churn, String(percent)])
  return JSON.parse(stdout).peakOldSpace
}

describe('limitHeapGrowth', () => {
  it('keeps the old generation near its live size under promoted garbage, where V8 alone lets it run up', async () => {
    const [unbounded, bounded] = await Promise.all([peakOldSpace(0), peakOldSpace(20)])
    // About 40 MB stay live throughout; V8's own factor let the old space reach ~260 MB here, 20 % ~80–125 MB.
    expect(bounded).toBeLessThan(unbounded * 0.6)
    expect(bounded).toBeLessThan(160 * 2 ** 20)
  }, 60_000)

  it('refuses a growth that is not a whole percent from 0 to 300', () => {
    for (const percent of [-1, 2.5, 301, Number.NaN])
      expect(() => limitHeapGrowth(percent)).toThrow(RangeError)
  })
})
