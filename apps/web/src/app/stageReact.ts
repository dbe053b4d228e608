// The first piece of the app main.tsx evaluates on its own: React and React DOM (app/start.tsx uses them from here).
export { StrictMode, startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
