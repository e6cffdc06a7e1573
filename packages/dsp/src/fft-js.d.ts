// fft.js (indutny, MIT) ships no types; this declares the part the spectra and the tests use.
declare module 'fft.js' {
  export default class FFT {
    constructor(size: number)
    readonly size: number
    createComplexArray(): number[]
    realTransform(output: number[], input: ArrayLike<number>): void
    completeSpectrum(spectrum: number[]): void
  }
}
