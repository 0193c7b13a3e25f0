import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The root vitest.config.ts lists this file as the 'web' project.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Ceilings that only catch a hang: a whole screen rendered in jsdom can take seconds on a busy machine.
    // Speed targets live in bench/, never here.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
