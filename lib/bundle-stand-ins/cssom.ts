/**
 * Stands in for cssom in Lambda bundles (an esbuild alias). linkedom parses a
 * <style> element's CSS only when its `sheet` is read, which neither the
 * article reader nor our page code does: about 21 KB of the bundles that read
 * web pages. Reading `sheet` fails with a message that says why.
 */
export function parse(): never {
  throw new Error('CSS parsing is not bundled in this function (lib/bundle-stand-ins/cssom.ts)');
}
