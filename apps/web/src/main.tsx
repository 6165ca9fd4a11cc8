import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
import './shared/i18n/i18n';
import { refreshSession } from './shared/session/session-store';
import { AppRoot } from './app/app-root';
import { wireApplication } from './app/app-wiring';

wireApplication();
void refreshSession();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
}
