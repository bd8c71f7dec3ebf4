import { after, before } from 'node:test';

/**
 * Inside the calling describe block: example credentials, a region and the given endpoint
 * variables while its tests run, every variable given back as it was afterwards.
 */
export function withSigningEnvironment(endpoints: Record<string, string>): void {
  const variables: Record<string, string> = { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', ...endpoints };
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  before(() => {
    Object.assign(process.env, variables);
  });
  after(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
