/** Stands in for ajv-formats in Lambda bundles, beside lib/bundle-stand-ins/ajv.ts. */
export default function addFormats(): never {
  throw new Error('ajv-formats is not bundled in this function (lib/bundle-stand-ins/ajv-formats.ts)');
}
