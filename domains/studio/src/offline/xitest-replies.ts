import type { EarlierFailure } from '../xitest/earlier-failures.ts'
import type { Failure, RootCause } from '../xitest/failure-history.ts'

type FailedBefore = { failedBefore?: EarlierFailure[] }

export interface RootCauses {
  explained: Array<RootCause & FailedBefore>
  unexplained: Array<Failure & FailedBefore>
}

/** The other projects whose recorded runs failed the same case, named as their projects are. */
function failedBefore(item: FailedBefore, zh: boolean): string {
  const names = [...new Set((item.failedBefore ?? []).map((run) => run.projectName).filter(Boolean))]
  if (names.length === 0) return ''
  return zh
    ? `（项目${names.map((name) => `「${name}」`).join('、')}的测试也在这一项失败过）`
    : ` (it failed in ${names.map((name) => `“${name}”`).join(', ')} too)`
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
    const before = failedBefore(root, zh)
    return zh
      ? `- ${root.failure.name}：${root.cause.zh}。建议：${root.fix.zh}${history}${before}`
      : `- ${root.failure.name}: ${root.cause.en}. Fix: ${root.fix.en}${history}${before}`
  })
  if (output.unexplained.length > 0)
    lines.push(
      zh
        ? `- 以下失败在历史里没有匹配的模式，需要人工排查：${output.unexplained.map((f) => `${f.name}${failedBefore(f, zh)}`).join('；')}`
        : `- No known failure mode matches these; they need a person to look: ${output.unexplained.map((f) => `${f.name}${failedBefore(f, zh)}`).join('; ')}`,
    )
  return `${zh ? '失败根因：' : 'Root causes:'}\n${lines.join('\n')}`
}
