import { progressBar } from '../progress.ts'

/**
 * Runs `score` over every case with at most `concurrency` in flight (models benefit from more), drawing a
 * progress bar labelled `label`; results keep the cases' order.
 */
export async function runCases<Case, Result>(
  label: string,
  cases: readonly Case[],
  concurrency: string | number,
  score: (item: Case) => Promise<Result>,
): Promise<Result[]> {
  const bar = progressBar(label, cases.length)
  const results: Result[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      results[index] = await score(cases[index]!)
      bar.tick()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Number(concurrency) || 1) }, worker))
  bar.done()
  return results
}
