import { sessionStore } from '../session';

type ConsumerRegistry = Array<{ name: string; store: unknown }>;

declare global {
  interface Window {
    __PORTAL_STORE_CONSUMERS__?: ConsumerRegistry;
  }
}

/**
 * Each federated app records which store instance it got. Were `@portal/shared` ever
 * loaded twice, two distinct stores would show up here (checked by the browser tests).
 */
export function announceStoreConsumer(name: string): void {
  const registry = (window.__PORTAL_STORE_CONSUMERS__ ??= []);
  if (!registry.some((entry) => entry.name === name)) registry.push({ name, store: sessionStore });
}
