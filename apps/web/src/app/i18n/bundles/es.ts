import shell from '../locales/es.json';

// Every string of the portal in this language, as one chunk: the files stay beside their features
// (features/<area>/locales/es.json or features/<area>/<part>/locales/es.json, each under its own top-level
// keys), the browser fetches them in one request.
// (Nothing is shared with the other language's chunk, which would cost a chunk of its own.)
const features = import.meta.glob<Record<string, unknown>>(
  ['../../../features/*/locales/es.json', '../../../features/*/*/locales/es.json'],
  {
    eager: true,
    import: 'default',
  },
);

export default Object.assign({}, shell, ...Object.values(features)) as Record<string, unknown>;
