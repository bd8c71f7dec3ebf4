import assert from 'node:assert/strict';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addBriefings, allStacks, type BriefingsStacks } from '../../lib/app.ts';

export interface SynthesizedService {
  stacks: BriefingsStacks;
  /** Each stack's template, by stack name. */
  templates: Map<string, Template>;
  /** The resources of every stack in one template, for checks on the whole service (logical ids are unique across stacks). */
  service: Template;
}

/**
 * Synthesizes every stack of the service with these `-c` settings, with the
 * AwsSolutions checks addBriefings wires (synth throws on a finding) and
 * without bundling: the templates are the same, only asset hashes differ.
 */
export function synthesizeService(context: Record<string, string> = {}): SynthesizedService {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stacks = addBriefings(app);
  app.synth();
  const templates = new Map(allStacks(stacks).map((stack: Stack) => [stack.stackName, Template.fromStack(stack)]));
  const resources: Record<string, unknown> = {};
  for (const [name, template] of templates) {
    for (const [id, resource] of Object.entries(template.toJSON().Resources as Record<string, unknown>)) {
      assert.ok(!(id in resources), `${id} of ${name} is also in another stack`);
      resources[id] = resource;
    }
  }
  return { stacks, templates, service: Template.fromJSON({ Resources: resources }) };
}
