import { lazy } from '../lazy.js';

/** sharp (libvips), loaded with the first picture a process draws or checks: about 30 MB otherwise held for nothing. */
export const loadSharp = lazy(() => import('sharp').then((module) => module.default));
