import { Aws } from 'aws-cdk-lib';

/**
 * An ARN in the deploying account and region, always written with the
 * partition, region and account pseudo parameters (never the concrete values
 * the CLI gives the app), so that a policy and its cdk-nag acknowledgement read
 * the same in every region, account and partition.
 */
export function accountArn(service: string, resource: string): string {
  return `arn:${Aws.PARTITION}:${service}:${Aws.REGION}:${Aws.ACCOUNT_ID}:${resource}`;
}

/** How cdk-nag prints `accountArn(service, resource)` in a finding; `resource` as cdk-nag prints it. */
export function accountArnFinding(service: string, resource: string): string {
  return `arn:<AWS::Partition>:${service}:<AWS::Region>:<AWS::AccountId>:${resource}`;
}

/** An ARN of any region of the deploying partition (`region` and `account` may be `*` or empty). */
export function partitionArn(service: string, region: string, account: string, resource: string): string {
  return `arn:${Aws.PARTITION}:${service}:${region}:${account}:${resource}`;
}

/** How cdk-nag prints `partitionArn(...)` in a finding. */
export function partitionArnFinding(service: string, region: string, account: string, resource: string): string {
  return `arn:<AWS::Partition>:${service}:${region}:${account}:${resource}`;
}
