import { lazy } from '../lazy.js';

/**
 * sharp (libvips), loaded with the first picture a process draws or checks: about 30 MB otherwise held for nothing.
 * Without libvips' operation cache: each stored file is processed once, and the cache kept up to 50 MB of its
 * pixels after the work was done (docs/performance.md, "A lighter embedded start").
 */
export const loadSharp = lazy(() =>
  import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  }),
);
