import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for @aws-sdk/credential-provider-node in Lambda bundles (an esbuild
 * alias). Lambda hands the function role's credentials over in environment
 * variables, so the SDK's full chain (SSO, profiles, process, web identity,
 * instance metadata, and the STS and SSO clients they bring) is dead weight:
 * about 90 KB of every bundle and a slower cold start.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
