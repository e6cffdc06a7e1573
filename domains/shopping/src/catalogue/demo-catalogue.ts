import type { ShopProductInput } from '@mindwire/store'
import { BRAND_ALIASES } from './brand-aliases.ts'
import { DIGITAL_LINES } from './lines-digital.ts'
import { EVERYDAY_LINES } from './lines-everyday.ts'
import type { ProductLine } from './product-line.ts'
import { searchWords } from './search-words.ts'
import { seededRandom } from './seeded-random.ts'

const SEED = 20261124
// About one product in thirty is sold out, so "out of stock" is something a shopper can meet.
const SOLD_OUT_SHARE = 1 / 30

/**
 * The demo shop's catalogue: every line expanded by its variants and colours, with ids, sales, ratings
 * and stock drawn from a fixed seed. Same input, same products, on every run.
 */
export function demoCatalogue(
  lines: readonly ProductLine[] = [...DIGITAL_LINES, ...EVERYDAY_LINES],
): ShopProductInput[] {
  const random = seededRandom(SEED)
  const products: ShopProductInput[] = []
  for (const line of lines) {
    for (const [variant, extra] of line.variants ?? [['', 0] as const]) {
      for (const color of line.colors ?? ['']) {
        const id = `p${String(products.length + 1).padStart(4, '0')}`
        products.push(product(id, line, variant, color, line.price + extra, random))
      }
    }
  }
  return products
}

function product(
  id: string,
  line: ProductLine,
  variant: string,
  color: string,
  price: number,
  random: () => number,
): ShopProductInput {
  // A phone's series already says what it is (iPhone 15); an accessory's kind names it (硅胶保护壳).
  const name = [line.brand, line.series, line.category === '手机' ? '' : line.kind, variant, color]
    .filter(Boolean)
    .join(' ')
  const title = line.fits ? [line.brand, line.kind] : [line.brand, line.series, line.kind, line.category]
  const detail = [line.fits, line.tags, BRAND_ALIASES[line.brand], variant, color]
  return {
    id,
    name,
    brand: line.brand,
    category: line.category,
    priceFen: price * 100,
    // Ratings cluster where real shops' do (4.3–4.9); sales spread over three orders of magnitude.
    rating: Math.round((4.3 + random() * 0.6) * 10) / 10,
    sales: Math.round(10 ** (3 + random() * 2.7)),
    stock: random() < SOLD_OUT_SHARE ? 0 : 5 + Math.floor(random() * 300),
    titleText: searchWords(title.join(' ')),
    detailText: searchWords(detail.filter(Boolean).join(' ')),
  }
}
