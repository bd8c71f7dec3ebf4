import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

/**
 * Stands in for @smithy/core/checksum in Lambda bundles (an esbuild alias).
 * The clients take only its SHA-256 from it (for SigV4), whose Node class keeps
 * a pure-JavaScript SHA-256 beside it for runtimes without node:crypto, and
 * Lambda's Node always has it: about 4 KB of every bundle. The same interface
 * (update, digest, reset; an HMAC when given a secret) on node:crypto alone.
 */
type SourceData = string | ArrayBuffer | ArrayBufferView;

const toBuffer = (data: SourceData): string | Buffer =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

export class Sha256 {
  readonly digestLength = 32;
  readonly #secret: SourceData | undefined;
  #hash: Hash | Hmac;

  constructor(secret?: SourceData) {
    this.#secret = secret;
    this.#hash = this.#create();
  }

  update(data: SourceData): void {
    this.#hash.update(toBuffer(data));
  }

  async digest(): Promise<Uint8Array> {
    // A plain hash may go on being updated after a digest (the SDK's class allows it); an HMAC ends.
    const digest = 'copy' in this.#hash ? this.#hash.copy().digest() : this.#hash.digest();
    return new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
  }

  reset(): void {
    this.#hash = this.#create();
  }

  #create(): Hash | Hmac {
    return this.#secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.#secret));
  }
}
