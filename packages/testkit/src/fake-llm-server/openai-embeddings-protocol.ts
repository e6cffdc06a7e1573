/** Answers an OpenAI /v1/embeddings request: vectors for each input, unless the responder gives an error. */
export type EmbeddingsResponder = (
  input: string[],
  body: any,
) => number[][] | { status: number; message?: string }

/**
 * The default: a deterministic vector per text (characters hashed into `dimensions`, unit length), so a
 * text always gets the same vector and texts sharing characters are alike. Width: the request's
 * `dimensions`, else 384.
 */
export const defaultEmbeddings: EmbeddingsResponder = (input, body) => {
  const dimensions = Number.isInteger(body?.dimensions) && body.dimensions > 0 ? body.dimensions : 384
  return input.map((text) => {
    const vector = new Array<number>(dimensions).fill(0)
    for (const char of text) vector[(char.codePointAt(0)! * 2654435761) % dimensions]! += 1
    if (text.length === 0) vector[0] = 1
    const norm = Math.hypot(...vector)
    return vector.map((value) => value / norm)
  })
}

/** The response body of the embeddings endpoint. */
export function openAiEmbeddings(vectors: number[][], model: string, input: string[]): object {
  const tokens = input.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0)
  return {
    object: 'list',
    data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
    model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }
}
