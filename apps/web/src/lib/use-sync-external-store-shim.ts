// Recharts (the analytics charts) reaches `use-sync-external-store/shim`, whose fallback implementation serves React
// before 18. React 19 has the hook itself (the shim hands it over unchanged), so the web build resolves the shim to
// this module (vite.config.ts) and carries no dead fallback.
export { useSyncExternalStore } from 'react';
