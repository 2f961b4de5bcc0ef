/// <reference types="@rsbuild/core/types" />
declare const __MOCKS__: boolean;
/** The runtime configuration, validated by rsbuild.config.ts (parseConfig) when it made the build. */
declare const __APP_CONFIG__: import('../protocol/config').Config;
/** The pre-renderer only (rsbuild's node environment): the runtime configuration as written, server settings included. */
declare const __RUNTIME_CONFIG__: ReturnType<typeof import('../scripts/runtime-config').runtimeConfig>;
