/** Loads vConsole on demand: its chunk is requested only when the debug machine opens it. */
export async function openDebugConsole(): Promise<void> {
  const { default: VConsole } = await import(/* webpackChunkName: "vconsole" */ 'vconsole');
  new VConsole();
}
