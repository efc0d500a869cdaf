import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; `npm run dev` serves it with hot reload and sends /api to the server.
// Source maps are 'hidden': built next to the bundles, which do not name them; the server serves
// them only with SERVE_SOURCE_MAPS=true.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: 'hidden' },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
