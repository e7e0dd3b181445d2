import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': apiTarget, '/images': apiTarget } },
});
