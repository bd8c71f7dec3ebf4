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
