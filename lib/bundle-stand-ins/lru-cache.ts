/**
 * Stands in for mnemonist/lru-cache in Lambda bundles (an esbuild alias). The
 * DynamoDB client builds an endpoint-discovery cache of it in every function,
 * though discovery is off; mnemonist and its iterator helpers are about 7 KB.
 * A Map keeps insertion order, which is all a least-recently-used cache needs.
 */
export default class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key)!;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!);
    return this;
  }

  clear(): void {
    this.#entries.clear();
  }
}
