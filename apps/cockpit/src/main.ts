// The cockpit page: one vehicle (`?vehicle=`, default demo-car) over the WebSocket, talked to by voice or text.
import { storedApiKey } from '@mindwire/client'
import { createApp } from 'vue'
import { AppShell } from './app-shell.ts'
import './cockpit.css'

const params = new URLSearchParams(location.search)
createApp(AppShell, {
  vehicleId: params.get('vehicle') || 'demo-car',
  // The origin's stored key (as the studios), never the URL.
  token: storedApiKey(localStorage) ?? '',
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
}).mount('#app')
