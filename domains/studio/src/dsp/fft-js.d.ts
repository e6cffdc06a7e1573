// fft.js (indutny) ships no types; this declares the part the tests use.
declare module 'fft.js' {
  export default class FFT {
    constructor(size: number)
    readonly size: number
    createComplexArray(): number[]
    realTransform(output: number[], input: ArrayLike<number>): void
    completeSpectrum(spectrum: number[]): void
  }
}
