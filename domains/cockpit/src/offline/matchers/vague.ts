import type { Matcher } from '../types.ts'
import { clarify } from './match-helpers.ts'

// A bare verb or direction with nothing to apply it to (打开, 调高一点): clearly a request, but of what?
const VAGUE =
  /^再?(?:打开|开启|关闭|关掉|关上|调整|调节|弄|设置|调高|调低|调大|调小|升高|降低|开大|开小|调|高|低|大|小|快|慢)(?:一?点|一些|些|一下|下)?$/

/** Requests too vague to act on without context: the caller should ask what to act on. */
export const vagueMatcher: Matcher = {
  name: 'vague',
  match: (scan) => {
    const core = scan.visible.replace(/^(?:帮我|给我|请|麻烦)?|(?:吧|一下|啊|呀)$/g, '')
    if (!VAGUE.test(core)) return null
    scan.mark(0, scan.text.length)
    return clarify(0.5)
  },
}
