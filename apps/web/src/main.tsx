// First: sends the first page's calls while the rest of the app's code is evaluated.
import './boot/early-requests';
import 'antd/dist/reset.css';
import 'virtual:antd-styles/first.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n/i18n';
import { loadScreenStylesWhenIdle } from './styles/screen-styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// The router (and with it the session's first call) starts as app.tsx loads; the language's texts
// arrive meanwhile, and the first render waits for them.
await startI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
loadScreenStylesWhenIdle();
