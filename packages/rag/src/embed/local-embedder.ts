import type { Embedder } from './embedder.ts'
import { hashSlot, normalize } from './feature-hash.ts'
import { DEFAULT_FEATURE_WEIGHTS, type FeatureWeights, textFeatures } from './text-features.ts'

/** The width of the documents table (packages/store EMBEDDING_DIMENSIONS). */
export const LOCAL_DIMENSIONS = 384

/**
 * The default embedder: no network, no model weights. A TF-IDF bag of features — jieba words weighted by
 * jieba's bundled IDF table, Han character bigrams, ASCII words and their character trigrams — signed-hashed
 * into 384 dimensions and L2-normalised. It matches shared vocabulary, not meaning: synonyms and
 * cross-language questions are beyond it (see the README for measured retrieval quality).
 */
export function createLocalEmbedder(
  options: { dimensions?: number; weights?: FeatureWeights } = {},
): Embedder {
  const dimensions = options.dimensions ?? LOCAL_DIMENSIONS
  const weights = options.weights ?? DEFAULT_FEATURE_WEIGHTS
  return {
    id: 'local-hash-v1',
    dimensions,
    async embed(texts) {
      return texts.map((text) => embedLocally(text, dimensions, weights))
    },
  }
}

/** One text's hashed TF-IDF vector. */
export function embedLocally(
  text: string,
  dimensions = LOCAL_DIMENSIONS,
  weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
): number[] {
  const vector = new Array<number>(dimensions).fill(0)
  for (const [feature, { count, weight }] of textFeatures(text, weights)) {
    const { index, sign } = hashSlot(feature, dimensions)
    // Sublinear term frequency: a word said five times is not five times as telling.
    vector[index]! += sign * (1 + Math.log(count)) * weight
  }
  // A text without features (empty, punctuation only) still gets a unit vector: cosine needs one.
  if (!vector.some((value) => value !== 0)) vector[0] = 1
  return normalize(vector)
}
