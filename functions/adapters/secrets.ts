import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config, type SecretName } from '#shared/config';

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
 * named in its ARN variable (`config.secretSource`; read once per process, a failed read is retried on the next call).
 */
export function secretSetting(name: SecretName): () => Promise<string | undefined> {
  let cached: Promise<string | undefined> | undefined;
  return () => {
    const { value: direct, secretArn } = config.secretSource(name);
    if (direct) return Promise.resolve(direct);
    if (!secretArn) return Promise.resolve(undefined);
    cached ??= readSecret(secretArn).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
