import { describe, expect, it } from 'vitest'
import { createLocalEmbedder, embedLocally, LOCAL_DIMENSIONS } from './local-embedder.ts'

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0)

describe('local embedder', () => {
  it('gives unit vectors of 384 dimensions, the same for the same text, without any network', async () => {
    const embedder = createLocalEmbedder()
    const [a, b, empty] = await embedder.embed(['空调温度', '空调温度', ''])
    expect(embedder.dimensions).toBe(LOCAL_DIMENSIONS)
    expect(a).toHaveLength(384)
    expect(a).toEqual(b)
    expect(Math.hypot(...a!)).toBeCloseTo(1, 10)
    expect(Math.hypot(...empty!)).toBeCloseTo(1, 10)
  })

  it('puts texts sharing rare words closer than texts sharing only common ones', () => {
    const query = embedLocally('低通滤波器的截止频率')
    const related = embedLocally('滤波器截止频率决定了低通滤波器从哪里开始衰减高频')
    const unrelated = embedLocally('打开车窗的时候注意安全，车速过快时不要开窗')
    expect(cosine(query, related)).toBeGreaterThan(cosine(query, unrelated) + 0.2)
  })

  it('lets an English question meet a Chinese passage through the bilingual glossary', () => {
    const question = embedLocally('sawtooth waveform harmonics')
    const chinese = embedLocally('锯齿波包含所有谐波，振幅按 1/n 衰减')
    const other = embedLocally('座椅加热分为三档，长按可以关闭')
    expect(cosine(question, chinese)).toBeGreaterThan(cosine(question, other) + 0.2)
  })
})
