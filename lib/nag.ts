import { type CfnElement, CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag prints the ARN of `resource` in a policy of `consumer`: `<LogicalId.Arn>`
 * in the resource's own stack; in another stack, the name of the export CDK
 * creates for it (the same export the policy imports), as cdk-nag prints an
 * `Fn::ImportValue` by its name.
 */
export function arnToken(resource: IConstruct, consumer: IConstruct = resource): string {
  const home = Stack.of(resource);
  const element = resource.node.defaultChild as CfnElement;
  if (Stack.of(consumer) === home) return `<${home.getLogicalId(element)}.Arn>`;
  if (!(element instanceof CfnResource)) throw new Error(`${resource.node.path} has no ARN attribute to export`);
  const imported = home.resolve(home.exportValue(element.getAtt('Arn').toString())) as { 'Fn::ImportValue': string };
  return imported['Fn::ImportValue'];
}

/** Acknowledges one wildcard finding (AwsSolutions-IAM5) on `scope`, with the reason it is needed. */
export function acknowledgeWildcard(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}
