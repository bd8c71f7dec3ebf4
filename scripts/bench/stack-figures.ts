import type { Template } from 'aws-cdk-lib/assertions';

/** CloudFormation's limit of resources in one stack. */
export const STACK_RESOURCE_LIMIT = 500;
/** The share of it a stack may use, leaving room for new routes and constructs. */
export const STACK_RESOURCE_TARGET = Math.floor(STACK_RESOURCE_LIMIT * 0.6);
/** IAM's limit on the inline policies of one role, in characters without whitespace. */
export const ROLE_POLICY_LIMIT = 10_240;

export interface StackFigures {
  stack: string;
  resources: number;
  outputs: number;
  /** The role whose inline policies are largest, and their size as synthesized (imports and tokens unresolved). */
  largestPolicy: { role: string; characters: number };
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Sizes of the inline policies of each role in the template, keyed by the role's logical id. */
function rolePolicySizes(resources: Record<string, Resource>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const resource of Object.values(resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const characters = JSON.stringify(resource.Properties?.PolicyDocument).replace(/\s/g, '').length;
    for (const role of (resource.Properties?.Roles ?? []) as Array<{ Ref?: string }>) {
      if (role.Ref) sizes.set(role.Ref, (sizes.get(role.Ref) ?? 0) + characters);
    }
  }
  return sizes;
}

export function stackFigures(stack: string, template: Template): StackFigures {
  const json = template.toJSON() as { Resources?: Record<string, Resource>; Outputs?: Record<string, unknown> };
  const resources = json.Resources ?? {};
  const largest = [...rolePolicySizes(resources)].reduce<[string, number]>((a, b) => (b[1] > a[1] ? b : a), ['none', 0]);
  return {
    stack,
    resources: Object.keys(resources).length,
    outputs: Object.keys(json.Outputs ?? {}).length,
    largestPolicy: { role: largest[0], characters: largest[1] },
  };
}

/** One line per stack, with the targets beside the figures. */
export function formatStackFigures(figures: StackFigures[]): string {
  const lines = [`Stacks  targets: <= ${STACK_RESOURCE_TARGET} resources (60 % of ${STACK_RESOURCE_LIMIT}); inline policies of a role <= ${ROLE_POLICY_LIMIT} characters`,
    `${'stack'.padEnd(28)} ${'resources'.padStart(9)} ${'outputs'.padStart(7)}  largest role policy`];
  for (const row of figures) {
    const over = row.resources > STACK_RESOURCE_TARGET || row.largestPolicy.characters > ROLE_POLICY_LIMIT ? '  <-- over target' : '';
    lines.push(`${row.stack.padEnd(28)} ${String(row.resources).padStart(9)} ${String(row.outputs).padStart(7)}  ${row.largestPolicy.characters} (${row.largestPolicy.role})${over}`);
  }
  const total = figures.reduce((sum, row) => sum + row.resources, 0);
  const largest = figures.reduce((a, b) => (b.largestPolicy.characters > a.largestPolicy.characters ? b : a));
  lines.push(`total ${total} resources in ${figures.length} stacks; largest role policy ${largest.largestPolicy.characters} characters (${largest.stack} ${largest.largestPolicy.role})`);
  return lines.join('\n');
}
