import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createStorefrontClient } from './storeClient';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have a #root element');

createRoot(root).render(
  <StrictMode>
    <App client={createStorefrontClient()} />
  </StrictMode>,
);
