import { dynamo } from '#adapters/aws';

/** The DynamoDB calls the service's client makes while `work` runs, each as `describe` names it. */
export async function dynamoCallsDuring(
  work: () => Promise<unknown>,
  describe: (commandName: string, input: Record<string, unknown>) => string,
): Promise<string[]> {
  const calls: string[] = [];
  const name = `record-${Math.random()}`;
  dynamo().middlewareStack.add((next, context) => async (args) => {
    calls.push(describe(String(context.commandName), args.input as Record<string, unknown>));
    return next(args);
  }, { step: 'initialize', name });
  try {
    await work();
  } finally {
    dynamo().middlewareStack.remove(name);
  }
  return calls;
}
