import type { Direction, MentionKind, SocialKind } from './types.ts'

/** What one matched phrase means; a phrase can mean several things at once (raise = up and an action). */
export type Tag =
  | { type: 'mention'; kind: MentionKind; id: string; catalogue?: string; direction?: Direction }
  | { type: 'number'; value: number }
  /** `leading`: said before its number (百分之二十). */
  | { type: 'unit'; id: string; dimension: string; factor: number; leading?: boolean }
  | { type: 'question'; leading: boolean }
  | { type: 'request' }
  | { type: 'social'; kind: SocialKind }
  | { type: 'not' | 'except' | 'exceptEnd' | 'keep' }
  | { type: 'sequence' | 'again' | 'contrast' | 'conjunction' | 'break' }
  | { type: 'all' | 'rest' }
  | { type: 'direction'; direction: Direction; needsNumber: boolean }
  | { type: 'factor'; value: number }
  | { type: 'degree'; degree: 'small' | 'large' }
  | { type: 'absoluteMarker' | 'relativeMarker' | 'rangeSeparator' }
  | { type: 'bound'; bound: 'max' | 'min' | 'around' }
  | { type: 'ordinalPrefix' | 'fromEndPrefix' | 'numberPrefix' | 'classifier' | 'pronoun' | 'anchor' }
  | { type: 'ordinal'; position: number; fromEnd: boolean }
  | { type: 'comparative'; dimension: string; pick: 'min' | 'max' }
  | { type: 'filler' }
  /** A word relating the parts of a request (between, using, 用): known, but no meaning of its own here. */
  | { type: 'relation' }

export type TagType = Tag['type']

/** A stretch of the normalized text with everything it means. */
export interface Token {
  start: number
  end: number
  text: string
  tags: Tag[]
}

/** The first tag of a type on a token, typed. */
export function tagOf<T extends TagType>(
  token: Token | undefined,
  type: T,
): Extract<Tag, { type: T }> | undefined {
  if (!token) return undefined
  for (const tag of token.tags) if (tag.type === type) return tag as Extract<Tag, { type: T }>
  return undefined
}

/** Whether a token carries a tag of any of these types. */
export function hasTag(token: Token | undefined, ...types: TagType[]): boolean {
  return token?.tags.some((tag) => types.includes(tag.type)) === true
}

/** Whether a token means nothing but politeness, particles or a relating word. */
export function isFiller(token: Token): boolean {
  return token.tags.every((tag) => tag.type === 'filler' || tag.type === 'relation')
}
