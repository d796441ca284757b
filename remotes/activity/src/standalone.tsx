// `npm run dev -w remotes/activity`: this remote alone, with the shared providers and a
// sign-in against the api (proxied from the dev server to API_URL, default :8080).
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@backoffice/shared/standalone';
import routes from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp routes={routes} />);
