/** A complex response sampled on a frequency grid, as parallel real and imaginary arrays. */
export interface ComplexResponse {
  re: Float64Array
  im: Float64Array
}

/** The response 1 (a wire) on `length` points. */
export function unitResponse(length: number): ComplexResponse {
  return { re: new Float64Array(length).fill(1), im: new Float64Array(length) }
}

/** The response 0 on `length` points. */
export function zeroResponse(length: number): ComplexResponse {
  return { re: new Float64Array(length), im: new Float64Array(length) }
}

/** target += addend, in place. */
export function addInto(target: ComplexResponse, addend: ComplexResponse): void {
  for (let i = 0; i < target.re.length; i++) {
    target.re[i]! += addend.re[i]!
    target.im[i]! += addend.im[i]!
  }
}

/** target *= factor, in place (complex multiplication per point). */
export function multiplyInto(target: ComplexResponse, factor: ComplexResponse): void {
  for (let i = 0; i < target.re.length; i++) {
    const re = target.re[i]! * factor.re[i]! - target.im[i]! * factor.im[i]!
    target.im[i] = target.re[i]! * factor.im[i]! + target.im[i]! * factor.re[i]!
    target.re[i] = re
  }
}

/** Magnitude in dB per point (−Infinity for an exact zero, e.g. the centre of an ideal notch). */
export function magnitudeDb(response: ComplexResponse): Float64Array {
  const out = new Float64Array(response.re.length)
  for (let i = 0; i < out.length; i++) out[i] = 10 * Math.log10(response.re[i]! ** 2 + response.im[i]! ** 2)
  return out
}

/** Phase in degrees per point, wrapped to (−180, 180]. */
export function phaseDeg(response: ComplexResponse): Float64Array {
  const out = new Float64Array(response.re.length)
  for (let i = 0; i < out.length; i++) out[i] = (Math.atan2(response.im[i]!, response.re[i]!) * 180) / Math.PI
  return out
}
