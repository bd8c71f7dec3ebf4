import { RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Storage } from '../constructs/storage.ts';

/**
 * What the service cannot lose: the table, the data bucket (with its access
 * log bucket) and the audio link key. Termination protection is on and every
 * resource is retained when removed from the stack, so that the stateless
 * stacks can be destroyed and recreated around it. The construct ids are those
 * of the former single stack, so the table and buckets keep their logical ids
 * and can be imported into this stack (README, "Moving from the single stack").
 */
export class DataStack extends Stack {
  readonly storage: Storage;
  readonly audioLinkSecret: Secret;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { ...props, terminationProtection: true });
    this.storage = new Storage(this, 'Storage');
    this.audioLinkSecret = new Secret(this, 'AudioLinkSecret', {
      description: 'HMAC key of the 24-hour audio links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.audioLinkSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the link signing key invalidates every outstanding audio link; it is rotated by hand when needed.',
    });
  }
}
