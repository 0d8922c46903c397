import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // `npm run dev`: the API server runs beside Vite in watch mode.
    proxy: { '/api': 'http://localhost:3000', '/dev/outbox': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
