import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './App.js';
import { connectBridge } from './bridge/connect.js';
import { startShell } from './store/shell.js';

const bridge = connectBridge();
startShell(bridge);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
