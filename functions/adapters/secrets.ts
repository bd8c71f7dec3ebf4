import { config, type SecretName } from '#shared/config';
import { jsonServiceError, sendSigned, serviceUrl } from './signed-requests.ts';

/** The string value of a Secrets Manager secret (GetSecretValue, a signed JSON request: no Secrets Manager client). */
export async function readSecret(secretId: string): Promise<string> {
  const response = await sendSigned({
    service: 'secretsmanager',
    method: 'POST',
    url: serviceUrl('secretsmanager', '/', config.awsEndpoint('SECRETS_MANAGER')),
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
    body: JSON.stringify({ SecretId: secretId }),
  }, jsonServiceError, 3);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
  return SecretString;
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
