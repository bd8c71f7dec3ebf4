import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BriefingsStack } from './briefings-stack.ts';

/** Adds the service stack to the app and runs the AwsSolutions checks on every synth. */
export function addBriefings(app: App): BriefingsStack {
  const stack = new BriefingsStack(app, 'Briefings', {
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: 'Briefings: audio briefings from content sources',
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
