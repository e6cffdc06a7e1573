/**
 * One product line of the demo catalogue: a brand's series, expanded into products by its variants
 * (storage, size) and colours. `kind` says what the product is and is searched before `tags` and `fits`.
 */
export interface ProductLine {
  category: string
  brand: string
  series: string
  /** What it is, e.g. 手机, 真无线耳机, 保护壳: part of the name and ranked as the product's title. */
  kind: string
  /** The lowest variant's price in yuan. */
  price: number
  /** Features searched as detail (蓝牙, 降噪, 防水). */
  tags?: string
  /** What an accessory is made for (iPhone 15): searched as detail, so the device itself ranks first. */
  fits?: string
  /** Variants with the price they add, e.g. ['256GB', 1000]. */
  variants?: ReadonlyArray<readonly [string, number]>
  colors?: readonly string[]
}
