import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The string value of a Secrets Manager secret. */
export async function readSecret(secretId: string): Promise<string> {
  const client = new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
    return SecretString;
  } finally {
    client.destroy();
  }
}

/**
 * A credential from the environment variable NAME, or from the Secrets Manager secret whose ARN is
 * in NAME_SECRET_ARN (read once per process; a failed read is retried on the next call).
 */
export function secretSetting(name: string): () => Promise<string | undefined> {
  let cached: Promise<string | undefined> | undefined;
  return () => {
    const direct = process.env[name];
    if (direct) return Promise.resolve(direct);
    const secretArn = process.env[`${name}_SECRET_ARN`];
    if (!secretArn) return Promise.resolve(undefined);
    cached ??= readSecret(secretArn).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
