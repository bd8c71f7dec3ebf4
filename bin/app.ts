import { App } from 'aws-cdk-lib';
import { addApp } from '../lib/app.ts';

addApp(new App());
