/// <reference types="@rsbuild/core/types" />
declare const __MOCKS__: boolean;
declare const __APP_CONFIG__: unknown;
/** The pre-renderer only (rsbuild's node environment): the runtime configuration as written, server settings included. */
declare const __RUNTIME_CONFIG__: ReturnType<typeof import('../scripts/runtime-config').runtimeConfig>;
