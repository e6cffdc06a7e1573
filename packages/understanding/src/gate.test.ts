import { describe, expect, it } from 'vitest'
import { notUnderstood, unexplained } from './gate.ts'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'

const left = (text: string, known: string[] = []) => unexplained(read(text, lexicon), known)

describe('coverage gate', () => {
  it('lets a request through when every content word is accounted for', () => {
    expect(left('set the cutoff to 2.5 khz')).toEqual([])
    expect(left('把增益调到百分之二十')).toEqual([])
  })

  it('reports the content words no vocabulary explains', () => {
    expect(left('set the cutoff to 2.5 khz and wobble the frobnicator')).toEqual(
      expect.arrayContaining(['wobble', 'frobnicator']),
    )
  })

  it('counts relating words (between, using, 用) as known but not a name unknown to every list', () => {
    expect(left('用增益')).toEqual([])
    expect(left('between the cutoff and the gain')).toEqual([])
  })

  it("accounts for names the caller's state knows, such as labels on the canvas", () => {
    expect(left('set bass osc cutoff to 100 hz')).not.toEqual([])
    expect(left('set bass osc cutoff to 100 hz', ['Bass Osc'])).toEqual([])
  })

  it('ignores stray symbols and emoji', () => {
    expect(left('set the cutoff to 2.5 khz 🙏🙏')).toEqual([])
  })

  it('asks in the language of the request, naming what it did not understand', () => {
    expect(notUnderstood(['frobnicate'], false)).toContain('"frobnicate"')
    expect(notUnderstood(['乱七八糟'], true)).toContain('「乱七八糟」')
  })
})
