import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Template } from 'aws-cdk-lib/assertions';
import { Match } from 'aws-cdk-lib/assertions';
import { METRIC_NAMESPACE, METRICS } from '#adapters/metric-names';
import { synthesizeService } from '../helpers/cdk-app.ts';

/** Every stack of the service in one template (test/helpers/cdk-app.ts). */
function synthesize(context: Record<string, string> = {}): Template {
  return synthesizeService(context).service;
}

type Alarm = { Properties: Record<string, any> };

/** The alarm whose description mentions `text`. */
function alarmAbout(alarms: Alarm[], text: string): Alarm {
  const alarm = alarms.find((candidate) => String(candidate.Properties.AlarmDescription).includes(text));
  assert.ok(alarm, `an alarm about ${text}`);
  return alarm;
}

/** Metric names an alarm reads, whether it watches one metric or a math expression. */
function metricNamesOf(alarm: Alarm): string[] {
  if (alarm.Properties.MetricName) return [alarm.Properties.MetricName];
  return (alarm.Properties.Metrics as Array<{ MetricStat?: { Metric: { MetricName: string } } }>)
    .flatMap((query) => (query.MetricStat ? [query.MetricStat.Metric.MetricName] : []));
}

describe('CDK observability', () => {
  let template: Template;
  let alarms: Alarm[];
  before(() => {
    template = synthesize({ alarmEmail: 'ops@example.com' });
    alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Alarm[];
  });

  it('sends every alarm, and its recovery, to one encrypted, TLS-only topic', () => {
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    assert.ok(topicId);
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    assert.ok(alarms.length >= 6);
    for (const alarm of alarms) {
      assert.deepEqual(alarm.Properties.AlarmActions, [{ Ref: topicId }]);
      assert.deepEqual(alarm.Properties.OKActions, [{ Ref: topicId }]);
      assert.equal(alarm.Properties.TreatMissingData, 'notBreaching');
    }
  });

  it('subscribes the alarm e-mail from the context setting, and none without it', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    synthesize().resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('alarms on the 5xx rate of the API', () => {
    const alarm = alarmAbout(alarms, '5xx');
    assert.deepEqual(metricNamesOf(alarm).sort(), ['5xx', 'Count']);
    assert.match(JSON.stringify(alarm.Properties.Metrics), /100 \* errors \/ MAX\(\[requests, 1\]\)/);
  });

  it('alarms on failed briefings and failed deliveries from the metrics the functions publish', () => {
    for (const [text, name] of [['briefings failed', METRICS.briefingsFailed], ['deliveries ran out', METRICS.deliveriesFailed]] as const) {
      const alarm = alarmAbout(alarms, text);
      assert.equal(alarm.Properties.Namespace, METRIC_NAMESPACE);
      assert.equal(alarm.Properties.MetricName, name);
      assert.deepEqual(alarm.Properties.Dimensions, [{ Name: 'service', Value: 'briefings' }]);
    }
  });

  it('alarms on workflows that time out, abort or fail outside their own failure handling, and on throttles', () => {
    assert.deepEqual(metricNamesOf(alarmAbout(alarms, 'briefing execution')).sort(), ['ExecutionThrottled', 'ExecutionsAborted', 'ExecutionsTimedOut']);
    assert.deepEqual(metricNamesOf(alarmAbout(alarms, 'delivery execution')).sort(), ['ExecutionsAborted', 'ExecutionsFailed', 'ExecutionsTimedOut']);
    assert.deepEqual(metricNamesOf(alarmAbout(alarms, 'Lambda throttled')), ['Throttles']);
  });

  it('has a dashboard of traffic, briefings and deliveries', () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    assert.ok(dashboard);
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const name of Object.values(METRICS)) assert.ok(body.includes(name), `the dashboard shows ${name}`);
  });
});
