import negation from '../data/negation.json' with { type: 'json' }
import quantifiers from '../data/quantifiers.json' with { type: 'json' }

/**
 * The layer's exception markers (除了…, …以外, except, other than), for a domain whose engine cannot
 * carry out "all but X": it must see such a request as one it cannot do exactly rather than act on X
 * or on all. The words are the layer's own (data/negation.json), so every copilot reads the same ones.
 */
export const EXCEPTION_WORDS: readonly string[] = [...negation.except, ...negation.exceptEnd]

/**
 * The layer's words for "the rest" (其他, 其余, 别的, the others): they stand for what is left once a base
 * is taken away, so a domain that cannot name that base from the request must ask which are meant
 * rather than read them as all.
 */
export const REST_WORDS: readonly string[] = quantifiers.rest
