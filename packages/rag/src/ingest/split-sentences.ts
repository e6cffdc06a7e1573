// Ends of sentences: Chinese and full-width marks, or ASCII marks followed by whitespace; closing quotes
// and brackets stay with the sentence they close.
const SENTENCE = /[^。！？；!?;\n]*?(?:[。！？；]|[!?;.](?=\s|$)|\n|$)["'”’」』）)\]]*/gu
const SOFT_BREAK = /[，,、：:）)]/u

/** Splits text into sentences, keeping every character (joining the pieces gives the text back). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  for (const [sentence] of text.matchAll(SENTENCE)) if (sentence) sentences.push(sentence)
  return sentences
}

/** Cuts a piece longer than `maxChars`, preferring the last comma or colon before the limit. */
export function hardSplit(piece: string, maxChars: number): string[] {
  const parts: string[] = []
  let rest = piece
  while (rest.length > maxChars) {
    let cut = maxChars
    for (let i = maxChars - 1; i >= maxChars / 2; i--) {
      if (SOFT_BREAK.test(rest[i]!) || /\s/.test(rest[i]!)) {
        cut = i + 1
        break
      }
    }
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  if (rest) parts.push(rest)
  return parts
}
