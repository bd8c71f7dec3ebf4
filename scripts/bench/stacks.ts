import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addBriefings, allStacks } from '../../lib/app.ts';
import { formatStackFigures, stackFigures } from './stack-figures.ts';

/** Synthesizes every stack (without bundling: the same templates) and prints its resource count and largest function policy. */
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const stacks = allStacks(addBriefings(app));
app.synth();
console.log(formatStackFigures(stacks.map((stack) => stackFigures(stack.stackName, Template.fromStack(stack)))));
