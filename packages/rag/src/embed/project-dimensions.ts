import { normalize } from './feature-hash.ts'

const matrices = new Map<string, Float32Array>()

/**
 * Projects a vector to `to` dimensions with a fixed random ±1 matrix (Achlioptas 2003), then
 * L2-normalises it. Cosine similarities survive approximately (Johnson–Lindenstrauss); the matrix
 * depends only on the two widths, so every process projects alike.
 */
export function projectVector(vector: readonly number[], to: number): number[] {
  const from = vector.length
  const matrix = projection(from, to)
  const out = new Array<number>(to).fill(0)
  for (let i = 0; i < from; i++) {
    const value = vector[i]!
    if (value === 0) continue
    const row = i * to
    for (let j = 0; j < to; j++) out[j]! += value * matrix[row + j]!
  }
  return normalize(out)
}

function projection(from: number, to: number): Float32Array {
  const key = `${from}x${to}`
  let matrix = matrices.get(key)
  if (!matrix) {
    matrix = new Float32Array(from * to)
    let state = (from * 2654435761) ^ to
    for (let i = 0; i < matrix.length; i++) {
      // xorshift32: deterministic and fast; the signs only need to look random.
      state ^= state << 13
      state ^= state >>> 17
      state ^= state << 5
      matrix[i] = state & 1 ? 1 : -1
    }
    matrices.set(key, matrix)
  }
  return matrix
}
