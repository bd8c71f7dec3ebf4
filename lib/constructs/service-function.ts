import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type ICommandHooks, NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { EnvName, EnvSettings } from '../../functions/shared/env-names.ts';
import { bundlingOptions } from '../bundling.ts';
import { acknowledgeWildcard, arnToken } from '../nag.ts';

export interface ServiceFunctionProps {
  /** Handler module, relative to the project root (e.g. functions/api/access/me-get.ts). */
  entry: string;
  description: string;
  /** @default 10 seconds: API handlers answer well inside API Gateway's 30 s. */
  timeout?: Duration;
  /** @default 512 MB: enough CPU for cold starts of small bundles. */
  memorySize?: number;
  environment?: EnvSettings;
  /** A folder (relative to the project root) copied into the bundle, e.g. the web build next to its handler. */
  copyIntoBundle?: { from: string; to: string };
}

function copyHooks(copy: { from: string; to: string }): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => [`cp -R "${inputDir}/${copy.from}" "${outputDir}/${copy.to}"`],
  };
}

/**
 * A Lambda function with the project's defaults: Node.js 24 on ARM64, X-Ray
 * tracing, an ESM bundle with source maps, its own log group kept for a month
 * and its own role that may write only to that log group. Further permissions
 * are granted through the bind* methods, each the least the function needs.
 */
export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    acknowledgeWildcard(role, `Resource::${arnToken(logGroup)}:*`, 'Log streams are created at run time inside the function\'s own log group.');
    acknowledgeWildcard(role, 'Resource::*', 'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions.');
    this.function = new NodejsFunction(this, 'Function', {
      role,
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      bundling: props.copyIntoBundle ? { ...bundlingOptions, commandHooks: copyHooks(props.copyIntoBundle) } : bundlingOptions,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
  }

  /** Item-level access to the single table and its indexes; no Scan, no table administration. */
  bindTable(table: ITableV2, access: 'RO' | 'RW'): this {
    const actions = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem'];
    if (access === 'RW') actions.push('dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem');
    this.function.addToRolePolicy(new PolicyStatement({
      effect: Effect.ALLOW,
      actions,
      resources: [table.tableArn, `${table.tableArn}/index/*`],
    }));
    acknowledgeWildcard(this.function.role!, `Resource::${arnToken(table, this)}/index/*`, 'Queries use the table\'s global secondary indexes (gsi1, gsi2).');
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    return this;
  }

  /** Object-level access only: no listing, no bucket configuration. */
  bindBucket(bucket: IBucket, access: 'RO' | 'RW'): this {
    this.function.addToRolePolicy(new PolicyStatement({
      effect: Effect.ALLOW,
      actions: access === 'RW' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
      resources: [bucket.arnForObjects('*')],
    }));
    acknowledgeWildcard(this.function.role!, `Resource::${arnToken(bucket, this)}/*`, 'Objects are keyed by account and job id at run time.');
    this.function.addEnvironment('BUCKET_NAME', bucket.bucketName);
    return this;
  }

  /** Only the registry's names (functions/shared/env-names.ts): the code reads what the stack sets. */
  addEnvironment(name: EnvName, value: string): this {
    this.function.addEnvironment(name, value);
    return this;
  }
}
