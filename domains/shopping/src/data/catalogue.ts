/** A product in the shop's catalogue (seed 004 §6.2). */
export interface Product {
  id: string
  name: string
  price: number
  rating: number
  sales: number
  category: string
}

/** The demo catalogue; a real deployment implements ShopApi against its own backend. */
export const CATALOGUE: readonly Product[] = [
  { id: 'p-iphone15', name: 'iPhone 15 128GB', price: 5999, rating: 4.8, sales: 120_000, category: '手机' },
  {
    id: 'p-iphone15pro',
    name: 'iPhone 15 Pro 256GB',
    price: 8999,
    rating: 4.9,
    sales: 86_000,
    category: '手机',
  },
  {
    id: 'p-mate60',
    name: '华为 Mate 60 Pro 512GB',
    price: 6999,
    rating: 4.8,
    sales: 150_000,
    category: '手机',
  },
  { id: 'p-xiaomi14', name: '小米 14 256GB', price: 3999, rating: 4.7, sales: 98_000, category: '手机' },
  { id: 'p-redmik70', name: 'Redmi K70 256GB', price: 2499, rating: 4.6, sales: 210_000, category: '手机' },
  { id: 'p-airpodspro2', name: 'AirPods Pro 2', price: 1899, rating: 4.8, sales: 300_000, category: '耳机' },
  {
    id: 'p-sonyxm5',
    name: 'Sony WH-1000XM5 降噪耳机',
    price: 2499,
    rating: 4.7,
    sales: 45_000,
    category: '耳机',
  },
  { id: 'p-freebuds5', name: '华为 FreeBuds 5', price: 999, rating: 4.5, sales: 76_000, category: '耳机' },
  {
    id: 'p-macbookair',
    name: 'MacBook Air 13 M3',
    price: 8999,
    rating: 4.9,
    sales: 40_000,
    category: '电脑',
  },
  {
    id: 'p-thinkpadx1',
    name: 'ThinkPad X1 Carbon',
    price: 10999,
    rating: 4.6,
    sales: 12_000,
    category: '电脑',
  },
  { id: 'p-ipadair', name: 'iPad Air 11 英寸', price: 4799, rating: 4.8, sales: 66_000, category: '平板' },
  { id: 'p-kindle', name: 'Kindle Paperwhite', price: 1068, rating: 4.6, sales: 58_000, category: '平板' },
  {
    id: 'p-anker65w',
    name: 'Anker 65W 氮化镓充电器',
    price: 199,
    rating: 4.7,
    sales: 420_000,
    category: '配件',
  },
  { id: 'p-usbc2m', name: 'USB-C 编织数据线 2 米', price: 39, rating: 4.5, sales: 890_000, category: '配件' },
  { id: 'p-case15', name: 'iPhone 15 硅胶保护壳', price: 99, rating: 4.4, sales: 310_000, category: '配件' },
  {
    id: 'p-dysonv12',
    name: 'Dyson V12 无线吸尘器',
    price: 4490,
    rating: 4.7,
    sales: 23_000,
    category: '家电',
  },
  {
    id: 'p-roborock',
    name: '石头 G20 扫拖机器人',
    price: 4999,
    rating: 4.6,
    sales: 31_000,
    category: '家电',
  },
  { id: 'p-coffee', name: '挂耳咖啡 50 片装', price: 89, rating: 4.6, sales: 520_000, category: '食品' },
  { id: 'p-tea', name: '西湖龙井 250g', price: 298, rating: 4.5, sales: 88_000, category: '食品' },
  { id: 'p-running', name: '缓震跑鞋', price: 699, rating: 4.6, sales: 140_000, category: '运动' },
]
