// The cockpit page: one vehicle (`?vehicle=`, or this browser's own demo car) over the WebSocket, talked to
// by voice or text.
import { storedApiKey, whenSignedIn } from '@mindwire/client'
import { createApp } from 'vue'
import { AppShell } from './app-shell.ts'
import { demoCarId } from './link/demo-car.ts'
import './cockpit.css'

const params = new URLSearchParams(location.search)
const named = params.get('vehicle')
const endpoint = import.meta.env.VITE_MINDWIRE_ENDPOINT ?? ''
whenSignedIn(endpoint, () =>
  createApp(AppShell, {
    vehicleId: named || demoCarId(localStorage),
    demo: !named,
    // The origin's stored key (as the studios), never the URL.
    token: storedApiKey(localStorage) ?? '',
    endpoint,
  }).mount('#app'),
)
