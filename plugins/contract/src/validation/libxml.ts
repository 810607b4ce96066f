type LibXml = typeof import('libxml2-wasm');

let loading: Promise<LibXml> | undefined;

/**
 * libxml2 compiled to WebAssembly, loaded on first use: importing it instantiates the module, which code that
 * never validates or queries XML (the web app's pages, the CLI) should not pay for.
 */
export function libxml(): Promise<LibXml> {
  loading ??= import('libxml2-wasm');
  return loading;
}
