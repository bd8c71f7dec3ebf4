import { type App, Validations } from 'aws-cdk-lib';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** A finding of the Control Tower proactive controls (cfn-guard rules), by rule name. */
export const guardRule = (rule: string) => `cdk-validator-cfnguard::${rule}`;

/** Acknowledges Control Tower rules on `scope` and everything in it, each with the reason it does not apply. */
export function acknowledgeGuardRules(scope: IConstruct, rules: Record<string, string>): void {
  Validations.of(scope).acknowledge(...Object.entries(rules).map(([rule, reason]) => ({ id: guardRule(rule), reason })));
}

/** Decisions that hold for every resource of the service; other acknowledgements sit beside the resource they concern. */
const SERVICE_WIDE = {
  lambda_inside_vpc_check: 'The functions reach only AWS APIs and public content sources; no resource of the service lives in a VPC, and one would need NAT gateways for the feeds.',
  cloudwatch_log_group_encrypted_check: 'CloudWatch Logs encrypts every log group at rest with its own keys; no log line holds a credential or a secret (see the README, Audit log).',
  cloudwatch_log_group_retention_period_check: 'Function and workflow logs are kept one month and API access logs three months, by design (README, Deploying to AWS); the account\'s audit log is in the table for one year.',
};

/**
 * The checks every synth runs, on every stack: cdk-nag's AwsSolutions pack and
 * AWS's policy validation for CDK with the Control Tower proactive controls
 * (cfn-guard, whose binary ships inside the npm package). A finding fails the
 * synth unless it is acknowledged with its reason.
 */
export function addPolicyChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new CfnGuardValidator({ maxBuffer: 64 * 1024 * 1024 }));
  acknowledgeGuardRules(app, SERVICE_WIDE);
}
