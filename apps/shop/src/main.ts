// The shopping page: the shop's products, cart and orders, and its assistant, for one shopper.
import { localUserId, storedApiKey, whenSignedIn } from '@mindwire/client'
import { createApp } from 'vue'
import { AppShell } from './app-shell.ts'
import './shop.css'

const endpoint = import.meta.env.VITE_MINDWIRE_ENDPOINT ?? ''
whenSignedIn(endpoint, () =>
  createApp(AppShell, {
    userId: localUserId(localStorage),
    apiKey: storedApiKey(localStorage) ?? '',
    endpoint,
  }).mount('#app'),
)
