// The shopping page: the shop's products, cart and orders, and its assistant, for one shopper.
import { createApp } from 'vue'
import { AppShell } from './app-shell.ts'
import './shop.css'

const USER_STORAGE = 'mindwire:userId'

/** The shopper: a host app's sign-in stores its user id here; otherwise one is made once and kept. */
function shopperId(): string {
  const stored = localStorage.getItem(USER_STORAGE)
  if (stored) return stored
  const made = `web-${crypto.randomUUID().slice(0, 8)}`
  localStorage.setItem(USER_STORAGE, made)
  return made
}

createApp(AppShell, {
  userId: shopperId(),
  apiKey: localStorage.getItem('mindwire:apiKey') ?? '',
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
}).mount('#app')
