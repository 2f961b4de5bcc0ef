import { createContext, useContext } from 'react';
import type { Services } from '../services';
import { useHydrated } from './hydrated';

export const ServicesContext = createContext<Services | null>(null);

/**
 * The services, for a component. It also renders again once the page is hydrated: views
 * read `bridge.kind` while rendering, and it reads as absent until then (services.ts).
 */
export function useServices(): Services {
  useHydrated();
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesContext');
  return services;
}
