/// <reference types="vite/client" />

/** Id of the build this bundle belongs to (vite.config.ts); version.json carries the same id. */
declare const __BUILD_ID__: string;
