/** Like Promise.allSettled over `inputs`, with at most `limit` calls in flight. */
export async function settleAll<I, O>(inputs: I[], limit: number, call: (input: I) => Promise<O>): Promise<PromiseSettledResult<O>[]> {
  const results = new Array<PromiseSettledResult<O>>(inputs.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < inputs.length; index = next++) {
      try {
        results[index] = { status: 'fulfilled', value: await call(inputs[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, worker));
  return results;
}
