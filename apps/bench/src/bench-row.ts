/** One measured figure; `peer*` and `ratio` (ours ÷ peer) appear when a peer ran side by side. */
export interface BenchRow {
  name: string
  value: number
  unit: string
  peer?: string
  peerValue?: number
  ratio?: number
  /** What a target says, e.g. "≤ 0.2 × langgraph"; informative only. */
  target?: string
}

/** A benchmark; `run` reports progress through `progress(done, total)`. */
export interface BenchCase {
  name: string
  description: string
  run(progress: (done: number, total: number) => void): Promise<BenchRow[]>
}
