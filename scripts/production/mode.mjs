import { registerHooks } from 'node:module';

const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

/**
 * Production mode for every library, unless the environment asks for another one.
 * React and the other CommonJS libraries choose their build from NODE_ENV when first loaded, so this
 * runs before anything imports them. React Router publishes its development build under every export
 * condition and ships the production build beside it; a resolve hook loads that one instead. The hook
 * runs in this thread (`registerHooks`), not in a loader thread of its own with its own heap.
 */
export function useProductionBuilds() {
  process.env.NODE_ENV ??= 'production';
  if (process.env.NODE_ENV !== 'production') return;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url?.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
    },
  });
}
