import { GLYPH_GAP, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixels, textWidth } from './bitmap-font.ts'

/** An RGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number]

/** An opaque RGBA pixel buffer with the few drawing operations a plot needs. */
export class RgbaRaster {
  readonly width: number
  readonly height: number
  readonly data: Uint8Array

  constructor(width: number, height: number, background: Rgb) {
    this.width = width
    this.height = height
    this.data = new Uint8Array(width * height * 4)
    this.fillRect(0, 0, width, height, background)
  }

  /** Sets one pixel; pixels outside the raster are ignored, so callers need not clip. */
  set(x: number, y: number, [r, g, b]: Rgb): void {
    const px = Math.round(x)
    const py = Math.round(y)
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return
    const offset = (py * this.width + px) * 4
    this.data[offset] = r
    this.data[offset + 1] = g
    this.data[offset + 2] = b
    this.data[offset + 3] = 255
  }

  /** The colour at a pixel (tests read the image back with it). */
  get(x: number, y: number): Rgb {
    const offset = (y * this.width + x) * 4
    return [this.data[offset]!, this.data[offset + 1]!, this.data[offset + 2]!]
  }

  fillRect(x: number, y: number, width: number, height: number, color: Rgb): void {
    for (let row = Math.round(y); row < Math.round(y + height); row++)
      for (let column = Math.round(x); column < Math.round(x + width); column++) this.set(column, row, color)
  }

  /**
   * A straight line `thickness` pixels wide: stepped along its longer axis (a DDA), one square brush
   * per step, so steep segments of a curve stay connected.
   */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))))
    const offset = Math.floor((thickness - 1) / 2)
    for (let step = 0; step <= steps; step++) {
      const x = Math.round(x0 + ((x1 - x0) * step) / steps) - offset
      const y = Math.round(y0 + ((y1 - y0) * step) / steps) - offset
      this.fillRect(x, y, thickness, thickness, color)
    }
  }

  /** Text in the 3×5 font, scaled, anchored at its left, centre or right edge and vertical middle. */
  text(
    text: string,
    x: number,
    y: number,
    color: Rgb,
    scale = 2,
    anchor: 'left' | 'center' | 'right' = 'left',
  ): void {
    const width = textWidth(text, scale)
    let left = anchor === 'left' ? x : anchor === 'center' ? x - width / 2 : x - width
    left = Math.round(left)
    const top = Math.round(y - (GLYPH_HEIGHT * scale) / 2)
    for (const char of text) {
      for (const [column, row] of glyphPixels(char))
        this.fillRect(left + column * scale, top + row * scale, scale, scale, color)
      left += (GLYPH_WIDTH + GLYPH_GAP) * scale
    }
  }
}
