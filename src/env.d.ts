/// <reference types="@rsbuild/core/types" />
declare const __MOCKS__: boolean;
declare const __APP_CONFIG__: unknown;
