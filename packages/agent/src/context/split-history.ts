import type { Message } from '../messages/message.ts'

/**
 * Splits history into blocks that must stay together: a user message alone, or an assistant message
 * with the tool results that answer its calls. Cutting only between blocks never separates a call
 * from its result.
 */
export function historyBlocks(history: readonly Message[]): Message[][] {
  const blocks: Message[][] = []
  for (const message of history) {
    const last = blocks.at(-1)
    if (message.role === 'tool' && last) last.push(message)
    else blocks.push([message])
  }
  return blocks
}

/**
 * Chooses where older history ends: the start of the `keepTurns`-th user turn from the end, moved later
 * (block by block) while what is kept still exceeds `maxKeptTokens`. Returns the index of the first kept
 * message; 0 means nothing can be compacted.
 */
export function compactionCut(
  history: readonly Message[],
  keepTurns: number,
  maxKeptTokens: number,
  tokensOf: (message: Message) => number,
): number {
  const blocks = historyBlocks(history)
  const starts: number[] = []
  let index = 0
  for (const block of blocks) {
    starts.push(index)
    index += block.length
  }
  let firstKept = blocks.length
  let turns = 0
  for (let b = blocks.length - 1; b >= 0; b--) {
    if (blocks[b]![0]!.role === 'user' && ++turns === keepTurns) {
      firstKept = b
      break
    }
  }
  if (firstKept === blocks.length) firstKept = 0
  const blockTokens = blocks.map((block) => block.reduce((sum, message) => sum + tokensOf(message), 0))
  let kept = blockTokens.slice(firstKept).reduce((a, b) => a + b, 0)
  // Always keep the newest block: it is what the model must answer.
  while (kept > maxKeptTokens && firstKept < blocks.length - 1) {
    kept -= blockTokens[firstKept]!
    firstKept++
  }
  return starts[firstKept] ?? 0
}
