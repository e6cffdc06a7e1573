// Test helpers: a real server with the shopping domain, and a host app's tiny shop.
export { type ShopTestServer, startShopServer } from './shop-test-server.ts'
export { TinyShop } from './tiny-shop.ts'
