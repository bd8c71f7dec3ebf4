import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The `<LogicalId.Arn>` token cdk-nag prints for a resource's ARN in a policy. */
export function arnToken(resource: IConstruct): string {
  return `<${Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement)}.Arn>`;
}

/** Acknowledges one wildcard finding (AwsSolutions-IAM5) on `scope`, with the reason it is needed. */
export function acknowledgeWildcard(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}
