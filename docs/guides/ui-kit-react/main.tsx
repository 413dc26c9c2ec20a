// #region main
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './theme.css'; // after the kit's CSS

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs <div id="root">');
createRoot(root).render(<App productUrl="camiseta-basica-algodao-pima" />);
// #endregion main
