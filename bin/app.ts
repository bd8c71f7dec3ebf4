import { App } from 'aws-cdk-lib';
import { addBriefings } from '../lib/app.ts';

addBriefings(new App());
