import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Duration, Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { acknowledgeGuardRules } from '../policy-checks.ts';
import { tableDefinition } from '../../functions/store/table-definition.ts';

/** Control Tower rules for buckets that the service's buckets do not follow, and why. */
const BUCKET_CHOICES = {
  s3_bucket_default_encryption_kms_check: 'Encrypted with S3-managed keys: audio is fetched through presigned links, which a KMS key would add a KMS call and key policy to for no gain in access control.',
  s3_bucket_versioning_enabled_check: 'Objects are written once per job and removed on purpose (work files after a day, an account\'s data on deletion); old versions would keep deleted data.',
  s3_bucket_object_lock_enabled_check: 'Objects must be deletable: work files expire after a day and an account\'s data is removed with it.',
  s3_event_notifications_enabled_check: 'Nothing reacts to object events: the workflows know what they write.',
};

/**
 * The single DynamoDB table (built from the same definition the local
 * emulator uses) and the private bucket for audio, transcripts and
 * intermediate pipeline data.
 */
export class Storage extends Construct {
  readonly table: TableV2;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      })),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryptionV2.awsManagedKey(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the access logs of the data bucket; logging it would recurse.',
    });
    acknowledgeGuardRules(accessLogs, {
      s3_bucket_logging_enabled_check: 'This bucket receives the access logs of the data bucket; logging it would recurse.',
      s3_bucket_acl_prohibited_check: 'S3 delivers server access logs through the log delivery group\'s ACL on this bucket; no other ACL is granted.',
    });

    this.bucket = new Bucket(this, 'Data', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'data/',
      lifecycleRules: [
        // Intermediate pipeline data (fetched items, script, audio chunks) is only needed while a job runs.
        { prefix: 'work/', expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const bucket of [accessLogs, this.bucket]) acknowledgeGuardRules(bucket, BUCKET_CHOICES);
  }
}
