/// <reference types="vite/client" />
import './app/first-screen-styles.js';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { DEFAULT_LANGUAGE, initI18n } from './i18n/index.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/*
 * Resources are bundled, so this settles at once; the tenant's language is applied at start-up.
 * Not a top-level await: one in the entry turns off the bundler's chunk merging for the whole build.
 */
void initI18n(DEFAULT_LANGUAGE).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
