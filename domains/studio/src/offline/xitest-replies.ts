import type { Failure, RootCause } from '../xitest/failure-history.ts'

export interface RootCauses {
  explained: RootCause[]
  unexplained: Failure[]
}

/** Each failure with its cause, fix and where it was seen before; the unexplained ones named as such. */
export function rootCauseLines(output: RootCauses, zh: boolean): string {
  const lines = output.explained.map((root) => {
    const seen = root.seenBefore[0]
    const history = seen
      ? zh
        ? `（历史：${seen.where}，${seen.note}）`
        : ` (seen before: ${seen.where}, ${seen.note})`
      : ''
    return zh
      ? `- ${root.failure.name}：${root.cause.zh}。建议：${root.fix.zh}${history}`
      : `- ${root.failure.name}: ${root.cause.en}. Fix: ${root.fix.en}${history}`
  })
  if (output.unexplained.length > 0)
    lines.push(
      zh
        ? `- 以下失败在历史里没有匹配的模式，需要人工排查：${output.unexplained.map((f) => f.name).join('；')}`
        : `- No known failure mode matches these; they need a person to look: ${output.unexplained.map((f) => f.name).join('; ')}`,
    )
  return `${zh ? '失败根因：' : 'Root causes:'}\n${lines.join('\n')}`
}
