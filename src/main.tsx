import { createRoot } from 'react-dom/client';
import { log } from '../protocol/log';
import { App } from './app';
import { loadConfig } from './config';
import { createAppRouter } from './router';
import { createServices } from './services';
import './styles.css';

async function boot() {
  // The embedded default: installs the fake app host and the fake backend before anything
  // talks to them. __MOCKS__ is a compile-time constant, so production builds drop this.
  if (__MOCKS__) {
    const { startMocks } = await import(/* webpackChunkName: "mocks" */ '../mocks/start');
    await startMocks();
  }
  const services = createServices(loadConfig(), window);
  const router = createAppRouter(services);
  // Start the route's chunk now, alongside the catalog, rather than after it: one round trip
  // less before the first paint on a slow network.
  void router.load().catch((error: unknown) => log('router', 'route preload failed', { error: String(error) }));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App services={services} router={router} />);
}

window.addEventListener('unhandledrejection', (event) => {
  log('page', 'unhandled rejection', { reason: String(event.reason) });
});

boot().catch((error: unknown) => {
  log('boot', 'the page failed to start', { error: String(error) });
  const root = document.getElementById('root');
  if (root) root.textContent = String(error instanceof Error ? error.message : error);
});
