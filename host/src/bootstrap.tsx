// Arco's styles come only from the host: each Arco component the host provides carries its
// own stylesheet (scripts/webpack/shared-modules.js); remotes ship no Arco CSS.
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRegistry } from './federation/registry';
import { registerHostMessages } from './locale';

registerHostMessages();
// Start reading the registry now; nothing of a remote downloads until one of its pages opens.
loadRegistry().catch((error) => console.error('[federation] remotes.json could not be read', error));

createRoot(document.getElementById('root')!).render(<App />);
