import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first picture a process draws or checks: about 30 MB that a server which
 * has drawn none need not hold (docs/performance.md, "A lighter embedded start").
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
