import { createDataLayerSink, StorefrontProvider } from '@vitrine/hooks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createStorefrontClient } from './storeClient';
import '@vitrine/ui/styles.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must have a #root element');

const device = window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';

createRoot(root).render(
  <StrictMode>
    <StorefrontProvider
      client={createStorefrontClient()}
      analytics={createDataLayerSink()}
      config={{ device }}
    >
      <App location={window.location} />
    </StorefrontProvider>
  </StrictMode>,
);
