import shell from '../locales/en.json';

// Every string of the portal in this language, as one chunk: the files stay beside their features
// (features/<area>/locales/en.json or features/<area>/<part>/locales/en.json, each under its own top-level
// keys), the browser fetches them in one request.
// (Nothing is shared with the other language's chunk, which would cost a chunk of its own.)
const features = import.meta.glob<Record<string, unknown>>(
  ['../../../features/*/locales/en.json', '../../../features/*/*/locales/en.json'],
  {
    eager: true,
    import: 'default',
  },
);

export default Object.assign({}, shell, ...Object.values(features)) as Record<string, unknown>;
