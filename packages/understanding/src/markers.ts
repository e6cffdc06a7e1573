import negation from '../data/negation.json' with { type: 'json' }

/**
 * The layer's exception markers (除了…, …以外, except, other than), for a domain whose engine cannot
 * carry out "all but X": it must see such a request as one it cannot do exactly rather than act on X
 * or on all. The words are the layer's own (data/negation.json), so every copilot reads the same ones.
 */
export const EXCEPTION_WORDS: readonly string[] = [...negation.except, ...negation.exceptEnd]
