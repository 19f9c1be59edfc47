import { register } from 'node:module';

/**
 * Production mode for every library, unless the environment asks for another one.
 * React and the other CommonJS libraries choose their build from NODE_ENV when first loaded, so this
 * runs before anything imports them. React Router publishes its development build under every export
 * condition and ships the production build beside it; a resolve hook loads that one instead.
 */
export function useProductionBuilds() {
  process.env.NODE_ENV ??= 'production';
  if (process.env.NODE_ENV === 'production') register('./hooks.mjs', import.meta.url);
}
