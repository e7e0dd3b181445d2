import { createContext, type ReactNode, useContext, useState } from 'react';
import type { Resolve, Token } from '../../../tokens';
import type { RootStore } from '../stores/root-store';
import { UI_TOKENS } from './ui-tokens';

/** What screens may ask for: a typed lookup of a use case, port or store. Never the container itself. */
export interface Services {
  readonly get: Resolve;
}

const ServicesContext = createContext<Services | null>(null);

/** Makes the services of a container available to every component under it. */
export function ServicesProvider({ resolve, children }: { readonly resolve: Resolve; readonly children: ReactNode }) {
  const [services] = useState<Services>(() => ({ get: resolve }));
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useService needs a <ServicesProvider> above it');
  return services;
}

/** A use case, port or store bound in the container (the same instance on every render). */
export function useService<T>(token: Token<T>): T {
  const { get } = useServices();
  const [service] = useState(() => get(token));
  return service;
}

/** The shared RootStore (session state, cart count). */
export function useRootStore(): RootStore {
  return useService(UI_TOKENS.RootStore);
}

/**
 * A view-model built once per mounted screen from the services (STYLE.md: view-models fresh per screen). Work with a
 * lifetime (reactions, listeners) belongs in an effect of the screen: useEffect(() => vm.start(), [vm]).
 */
export function useViewModel<T>(create: (get: Resolve) => T): T {
  const { get } = useServices();
  const [viewModel] = useState(() => create(get));
  return viewModel;
}
