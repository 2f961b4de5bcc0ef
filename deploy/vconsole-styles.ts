/**
 * The debug console (vConsole, opened on demand by src/debug-console.ts) injects its styles as
 * <style> elements; the production policy admits exactly these by hash, so the console opens
 * styled without 'unsafe-inline'. tests/unit/vconsole-csp.dom.test.ts opens every panel of
 * the installed vConsole and fails when a style is missing here (after a vConsole update: copy
 * the hashes it prints).
 */
export const VCONSOLE_STYLE_HASHES = [
  'sha256-598dVYsA3wim0OROFvGaySKUR4NV47WRm6e2vcEsjhY=',
  'sha256-Ptz5Lk+iB0nYbKkSxq8ptlZ1bH7HvQvIZmJ7HA9bAWg=',
  'sha256-OKxDMP0UUgjw7F7be9BIFQpKkvc/cCdQ7ri7hd4faLE=',
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
  'sha256-FkaRjgPJj8WJHtIHIKtvYpnwr6Hml2Lnp/VZ8hXekEU=',
  'sha256-iwMStnNb458HgI2V+5IjvKzhqN5AgKWI9k4FUaLE2S8=',
  'sha256-gdJbMxRCbrjYfLINe3Uhg3BV/8HTeqd6+qHdcEW7nyo=',
  'sha256-1CWCmoNeTNDinCtXRxlmDOj37A8RyXLQE9mr1YhHsUc=',
  'sha256-K7a7efEdOKZ3quu6Dc3Og2PcAB5Hr2pSaOaHZRBdeKo=',
  'sha256-S2caDl75KBya5BVDnOQCT7XIzfz+MBPERDmdEv5MDdc=',
];
