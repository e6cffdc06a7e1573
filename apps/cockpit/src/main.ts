// The cockpit page: one vehicle (`?vehicle=`, default demo-car) over the WebSocket, talked to by voice or text.
import { createApp } from 'vue'
import { AppShell } from './app-shell.ts'
import './cockpit.css'

/** Where a server that wants keys finds ours (as the studios): the origin's storage, never the URL. */
const API_KEY_STORAGE = 'mindwire:apiKey'

const params = new URLSearchParams(location.search)
createApp(AppShell, {
  vehicleId: params.get('vehicle') || 'demo-car',
  token: localStorage.getItem(API_KEY_STORAGE) ?? '',
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
}).mount('#app')
