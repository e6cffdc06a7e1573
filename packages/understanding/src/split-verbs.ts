import type { Token } from './tags.ts'
import { hasTag } from './tags.ts'
import type { SplitAction } from './types.ts'

/**
 * Joins a verb to the particle said after its object (take the charger out, turn the reverb down, 把充电器
 * 拿出来): the verb token then means the split action, and the particle only completes it. The particle must
 * come before the step ends (a break, then, but) or another action starts; otherwise the verb keeps its
 * own meaning. Tokens are changed in place.
 */
export function joinSplitVerbs(tokens: Token[], splits: readonly SplitAction[] | undefined): void {
  if (!splits?.length) return
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i]!
    for (const split of splits) {
      if (!split.verbs.includes(verb.text)) continue
      const particle = particleAfter(tokens, i, split.particles)
      if (!particle) continue
      verb.tags = [{ type: 'mention', kind: 'action', id: split.id }]
      particle.tags = [{ type: 'filler' }]
      break
    }
  }
}

function particleAfter(tokens: readonly Token[], i: number, particles: readonly string[]): Token | undefined {
  for (let j = i + 1; j < tokens.length; j++) {
    const token = tokens[j]!
    if (particles.includes(token.text)) return token
    if (hasTag(token, 'break', 'sequence', 'contrast')) return undefined
    if (token.tags.some((tag) => tag.type === 'mention' && tag.kind === 'action')) return undefined
  }
  return undefined
}
